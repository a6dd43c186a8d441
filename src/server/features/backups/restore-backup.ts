import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { openDatabase } from '@server/db/client';
import { makeDataDirPrivate } from '@server/lib/private-data-dir';
import { knownMigrations } from './backup-facts';
import {
  DATABASE_ENTRY,
  isPayloadEntry,
  MANIFEST_ENTRY,
  MANIFEST_SUM_ENTRY,
  manifestSchema,
  SESSION_SECRET_ENTRY,
  type Manifest,
} from './backup-format';

/** A backup that cannot be restored here; the message is the one line the operator reads. */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}

const damaged = (why: string) =>
  new BackupRefused(`The backup file is damaged or incomplete (${why}); nothing was restored.`);

/** Where a payload entry goes under DATA_DIR: objects keep their path, the secret its name. */
const targetOf = (name: string) => (name === SESSION_SECRET_ENTRY ? 'session-secret' : name);

/**
 * Restores `file` into `dataDir`, which must be empty or absent. Everything is unpacked and
 * checked beside it first and moved into place at the end, so a refused file leaves no trace.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<Manifest> {
  const present = await readdir(dataDir).catch(() => undefined);
  if (present && present.length > 0) {
    throw new BackupRefused(
      `${dataDir} is not empty: restore only into an empty or new DATA_DIR; nothing was restored.`,
    );
  }
  const staging = `${dataDir}.restoring-${randomBytes(4).toString('hex')}`;
  await mkdir(staging, { recursive: true, mode: 0o700 });
  try {
    const manifest = await unpack(file, staging);
    await moveIntoPlace(staging, dataDir, present !== undefined);
    return manifest;
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

async function unpack(file: string, staging: string): Promise<Manifest> {
  const seen = new Map<string, { size: number; sha256: string }>();
  const kept = new Map<string, Buffer<ArrayBuffer>>();
  const extract = tar.extract();
  const feeding = pipeline(createReadStream(file), createGunzip(), extract);
  // Awaited below; a failure meanwhile also ends the loop over the entries.
  feeding.catch(() => undefined);
  try {
    for await (const entry of extract) {
      const { name, type } = entry.header;
      const known = isPayloadEntry(name) || name === MANIFEST_ENTRY || name === MANIFEST_SUM_ENTRY;
      if (type !== 'file' || !known || seen.has(name)) throw damaged(`unexpected entry ${name}`);
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      seen.set(name, { size: bytes.length, sha256: sha256(bytes) });
      if (name === DATABASE_ENTRY || name === MANIFEST_ENTRY || name === MANIFEST_SUM_ENTRY) {
        kept.set(name, bytes);
      } else {
        const target = path.join(staging, targetOf(name));
        await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
        await writeFile(target, bytes, { mode: 0o600, flag: 'wx' });
      }
    }
    // Gzip checks its CRC of everything at the very end.
    await feeding;
  } catch (error) {
    if (error instanceof BackupRefused) throw error;
    throw damaged((error as Error).message);
  }
  const manifest = checkedManifest(kept, seen);
  const newest = manifest.migration;
  if (newest !== null && !knownMigrations().includes(newest)) {
    throw new BackupRefused(
      `The backup comes from a newer version (${manifest.appVersion}, migration ${newest}): upgrade first; nothing was restored.`,
    );
  }
  const dump = kept.get(DATABASE_ENTRY);
  if (dump) {
    // PGlite unpacks its own dump into the new data directory; opening it proves it whole.
    const database = openDatabase({ dataDir: staging, copyOf: new Blob([dump]) });
    try {
      await database.ping();
    } finally {
      await database.close();
    }
  }
  makeDataDirPrivate(staging);
  return manifest;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The manifest, if its checksum holds and it names exactly the entries the file has. */
function checkedManifest(
  kept: Map<string, Buffer<ArrayBuffer>>,
  seen: Map<string, { size: number; sha256: string }>,
): Manifest {
  const bytes = kept.get(MANIFEST_ENTRY);
  const sum = kept.get(MANIFEST_SUM_ENTRY)?.toString('utf8').trim();
  if (!bytes || !sum) throw damaged('no manifest');
  if (sha256(bytes) !== sum) throw damaged('the manifest does not match its checksum');
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(bytes.toString('utf8')));
  } catch {
    throw damaged('the manifest is not one this version reads');
  }
  const payload = [...seen].filter(([name]) => isPayloadEntry(name));
  const listed = new Map(manifest.entries.map((entry) => [entry.name, entry]));
  for (const [name, found] of payload) {
    const entry = listed.get(name);
    if (!entry || entry.sha256 !== found.sha256 || entry.size !== found.size) {
      throw damaged(`${name} does not match its checksum`);
    }
  }
  if (payload.length !== listed.size) throw damaged('entries are missing');
  return manifest;
}

async function moveIntoPlace(staging: string, dataDir: string, existed: boolean): Promise<void> {
  if (existed) await rmdir(dataDir);
  await rename(staging, dataDir);
}
