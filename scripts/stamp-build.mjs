// Records when the build finished so that `npm start` can tell a stale build from a fresh one.
import { writeFileSync } from 'node:fs';

writeFileSync(new URL('../dist/.build-stamp', import.meta.url), `${new Date().toISOString()}\n`);
