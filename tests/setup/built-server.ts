import { buildIfStale } from '../../scripts/build-if-stale.mjs';

/**
 * Vitest's global setup for the tests that start the server as a process: they start the build,
 * as `npm start` does, so it is built first when it is missing or older than the sources.
 */
export default function setup(): void {
  if (!buildIfStale()) throw new Error('The build failed: the server cannot be started.');
}
