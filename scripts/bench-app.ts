import { existsSync } from 'node:fs';
import {
  freePort,
  freshDataDir,
  startServer,
  waitForHealthy,
} from '../tests/support/server-process';
import { signedInFamily } from '../tests/support/family-session';
import { buildIfStale } from './build-if-stale.mjs';
import { startTileServer } from './lighthouse/tile-server';

// What the browser benchmarks (bench:lighthouse, bench:main-thread) stand on: Chromium, and the
// built app with the sample providers and local map tiles, on a fresh data folder, with a
// signed-in family.

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface BenchApp {
  url: string;
  /** The signed-in family's session cookie, as `name=value`. */
  cookie: string;
  /** What the server printed, for a run that failed. */
  output: () => string;
  stop: () => Promise<void>;
}

/** Builds if the sources changed, then starts the app and signs a family in. */
export async function startBenchApp(): Promise<BenchApp> {
  // Checked before the server starts: a browser that cannot be launched would end the script
  // with the server still running.
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `No Chromium at ${CHROMIUM}: run scripts/ensure-browser.sh or set CHROMIUM_PATH`,
    );
  }
  if (!buildIfStale()) throw new Error('npm run build failed');

  const tiles = await startTileServer();
  const port = await freePort();
  const dataDir = freshDataDir();
  const server = startServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    APP_URL: `http://127.0.0.1:${port}`,
    TILE_URL: tiles.tileUrl,
  });
  const stop = async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    await tiles.close();
  };
  try {
    await waitForHealthy(server.url);
    const cookie = await signedInFamily({ url: server.url, dataDir });
    return { url: server.url, cookie, output: server.output, stop };
  } catch (error) {
    console.error(server.output());
    await stop();
    throw error;
  }
}
