import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds the database, the session secret, uploaded images and (without SMTP) the outbox
 * of e-mails with reset links and children's notes: only the user the server runs as may read it.
 * Creates it owner-only when missing, and takes the group's and others' rights from whatever it
 * already holds (an older start, a copy, a careless `chmod`). Returns how many entries changed.
 */
export function makeDataDirPrivate(dataDir: string): number {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  let tightened = 0;
  const visit = (entry: string) => {
    const stat = lstatSync(entry);
    // Links are left alone: chmod would follow them out of DATA_DIR.
    if (!stat.isDirectory() && !stat.isFile()) return;
    if ((stat.mode & 0o077) !== 0) {
      chmodSync(entry, stat.mode & 0o700);
      tightened += 1;
    }
    if (stat.isDirectory()) {
      for (const name of readdirSync(entry)) visit(path.join(entry, name));
    }
  };
  visit(dataDir);
  return tightened;
}
