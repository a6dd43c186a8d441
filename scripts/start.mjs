// `npm start`: build when the build is missing or older than the sources, then serve it.
import path from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';

if (!buildIfStale()) process.exit(1);

await import(path.join(root, 'dist/server/main.js'));
