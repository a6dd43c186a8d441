import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildIfStale } from '../../scripts/build-if-stale.mjs';
import { freePort, freshDataDir, startServer, waitForHealthy } from '../support/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR the built server has started in once and left (see `startedDataDir`). */
    startedDataDir: string;
  }
}

/**
 * Vitest's global setup for the tests that start the server as a process: they start the build,
 * as `npm start` does, so it is built first when it is missing or older than the sources. Then
 * the server starts once in a new DATA_DIR and stops: tests of anything but a first start begin
 * from a copy of it, instead of migrating and loading the sample providers again each time.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (!buildIfStale()) throw new Error('The build failed: the server cannot be started.');
  const dataDir = freshDataDir();
  const server = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
  try {
    await waitForHealthy(server.url);
  } finally {
    server.child.kill('SIGTERM');
  }
  const code = await server.exited;
  if (code !== 0) throw new Error(`The server's first start exited ${code}:\n${server.output()}`);
  project.provide('startedDataDir', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
