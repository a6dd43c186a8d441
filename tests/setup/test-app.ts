import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App, type AppOptions } from '@server/app';
import { loadConfig, type Config } from '@server/config';
import { createTestDatabase, type TestDatabase } from './test-db';

/** What tests list in OUTBOUND_ALLOWED_HOSTS: the address their local servers listen on. */
export const TEST_ALLOWED_HOSTS = '127.0.0.1';

export interface TestContext {
  app: App;
  config: Config;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The real app on a fresh database, for `app.inject` API tests. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    /** A stand-in for `dist/pages`; none by default: the page tests start the built server. */
    pagesDir?: string;
    /** Off unless a test reads the log, e.g. `{ level: 'info', stream }`. */
    logger?: AppOptions['logger'];
    onRoute?: AppOptions['onRoute'];
    streamLimits?: AppOptions['streamLimits'];
  } = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'acf-test-')),
    SESSION_SECRET: 'test-secret-that-is-long-enough-000000',
    // The local servers tests start listen on 127.0.0.1; 127.0.0.2 stays unlisted, for refusals.
    OUTBOUND_ALLOWED_HOSTS: TEST_ALLOWED_HOSTS,
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    pagesDir: options.pagesDir ?? '/nonexistent',
    logger: options.logger ?? false,
    onRoute: options.onRoute,
    streamLimits: options.streamLimits,
  });
  await app.ready();
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}
