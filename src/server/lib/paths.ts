import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The same code runs from src/ (tsx, Vitest) and from the bundle in dist/server, so files that
// ship beside the code (migrations, the built client) are found from the package root.
function findRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above ' + start);
    dir = parent;
  }
  return dir;
}

export const projectRoot = findRoot(path.dirname(fileURLToPath(import.meta.url)));
export const migrationsDir = path.join(projectRoot, 'src/server/db/migrations');
/** The pages built on React Router's framework mode: `client` and `server` inside. */
export const pagesDir = path.join(projectRoot, 'dist/pages');
