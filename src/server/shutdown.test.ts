import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/setup/test-db';
import { buildApp } from './app';
import { loadConfig } from './config';

const database = await createTestDatabase();
afterAll(() => database.destroy());

// What main.ts relies on at SIGTERM: close() stops listening but lets a running request finish.
it('finishes a request that is in flight when the server closes', async () => {
  const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'acf-shutdown-')) });
  const app = await buildApp({ config, database, pagesDir: '/nonexistent' });
  let release: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    app.get('/api/slow', async () => {
      resolve();
      await new Promise<void>((done) => (release = done));
      return { finished: true };
    });
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  const inFlight = fetch(`${address}/api/slow`);
  await started;
  const closed = app.close();
  // The request is still running well after close() began.
  await new Promise((resolve) => setTimeout(resolve, 200));
  release();

  expect(await (await inFlight).json()).toEqual({ finished: true });
  await closed;
  expect(app.server.listening).toBe(false);
});
