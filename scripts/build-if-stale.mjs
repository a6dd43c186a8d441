// Builds when the build is missing or older than the sources: `npm start` and the benchmarks
// that serve the built app share this check.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const stamp = path.join(root, 'dist/.build-stamp');
const inputs = [
  'src',
  'public',
  'vite.config.ts',
  'vite.pages.config.ts',
  'vite.shared.ts',
  'react-router.config.ts',
  'package.json',
  'package-lock.json',
];

function newestChange(entry) {
  let stat;
  try {
    stat = statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))),
  );
}

/** Runs `npm run build` when needed; returns false when the build failed. */
export function buildIfStale() {
  const built = newestChange(stamp);
  const changed = Math.max(...inputs.map((input) => newestChange(path.join(root, input))));
  if (built !== 0 && changed <= built) return true;
  console.warn(
    built === 0 ? 'No build yet: building...' : 'Sources changed since the last build: building...',
  );
  // A production build whoever asks: under the test runner NODE_ENV is 'test', with which Vite
  // compiles JSX for React's development runtime, and the built server fails at start.
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return result.status === 0;
}
