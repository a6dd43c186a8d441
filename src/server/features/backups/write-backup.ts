import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, stat, unlink } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { Database } from '@server/db/client';
import { backups } from '@server/db/schema';
import { appVersion, databaseCounts, migrationLevel } from './backup-facts';
import {
  backupFileName,
  DATABASE_ENTRY,
  FORMAT,
  FORMAT_VERSION,
  isPayloadEntry,
  MANIFEST_ENTRY,
  MANIFEST_SUM_ENTRY,
  OBJECTS_PREFIX,
  SESSION_SECRET_ENTRY,
  type Manifest,
} from './backup-format';

export interface BackupSources {
  /** Open, and held by whoever calls: the running server, or the command when it is stopped. */
  database: Database;
  dataDir: string;
  /** Whether uploaded images are under DATA_DIR/objects (STORAGE=local) or in a bucket. */
  localObjects: boolean;
}

export interface BackupResult {
  file: string;
  sizeBytes: number;
  manifest: Manifest;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Writes one backup file into `outDir` and records it. The database is dumped first and the
 * images listed after: images are named by their content and never deleted, so every image the
 * dumped database refers to is there by then (one saved later is harmless).
 */
export async function writeBackup(
  { database, dataDir, localObjects }: BackupSources,
  { outDir, withSecrets }: { outDir: string; withSecrets: boolean },
): Promise<BackupResult> {
  const createdAt = new Date();
  // Read just before the dump: a write between the two may make them differ by a row.
  const facts =
    database.engine === 'pglite' && database.dump
      ? { counts: await databaseCounts(database.db), migration: await migrationLevel(database.db) }
      : undefined;
  const dump =
    database.dump && facts ? Buffer.from(await (await database.dump()).arrayBuffer()) : undefined;

  await mkdir(outDir, { recursive: true });
  const file = path.join(outDir, backupFileName(createdAt));
  const partial = `${file}.partial`;
  const pack = tar.pack();
  const written = pipeline(
    pack,
    createGzip(),
    createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
  );
  // A write error ends the pipeline; entries waiting for room must not wait for ever.
  written.catch(() => undefined);
  const entries: Manifest['entries'] = [];

  const addEntry = async (name: string, size: number, chunks: AsyncIterable<Buffer>) => {
    const hash = createHash('sha256');
    let settle!: (error?: Error | null) => void;
    const done = new Promise<void>(
      (ok, fail) => (settle = (error) => (error ? fail(error) : ok())),
    );
    const sink = pack.entry({ name, size, mode: 0o600, mtime: createdAt }, (error) =>
      settle(error),
    );
    for await (const chunk of chunks) {
      hash.update(chunk);
      if (!sink.write(chunk)) await Promise.race([once(sink, 'drain'), written]);
    }
    // The entry is a streamx stream, whose end() takes no callback: `done` says when it is in.
    (sink as unknown as { end(): void }).end();
    await done;
    entries.push({ name, size, sha256: hash.digest('hex') });
  };
  const slices = async function* (bytes: Buffer) {
    for (let at = 0; at < bytes.length; at += 1 << 20) yield bytes.subarray(at, at + (1 << 20));
  };

  try {
    if (dump) await addEntry(DATABASE_ENTRY, dump.length, slices(dump));
    // None in DATA_DIR when SESSION_SECRET comes from the environment.
    const secret = withSecrets
      ? await readFile(path.join(dataDir, 'session-secret')).catch(() => undefined)
      : undefined;
    if (secret) await addEntry(SESSION_SECRET_ENTRY, secret.length, slices(secret));
    let objectBytes = 0;
    let objectCount = 0;
    if (localObjects) {
      const images = path.join(dataDir, 'objects', 'images');
      const names = await readdir(images).catch(() => [] as string[]);
      // Half-written images (`*.part`) fail the name check and stay out.
      for (const name of names.filter((n) => isPayloadEntry(OBJECTS_PREFIX + n)).sort()) {
        const info = await stat(path.join(images, name));
        if (!info.isFile()) continue;
        await addEntry(OBJECTS_PREFIX + name, info.size, createReadStream(path.join(images, name)));
        objectBytes += info.size;
        objectCount += 1;
      }
    }
    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      appVersion: appVersion(),
      createdAt: createdAt.toISOString(),
      engine: database.engine,
      databaseIncluded: dump !== undefined,
      migration: facts?.migration ?? null,
      objectsIncluded: localObjects,
      withSecrets: secret !== undefined,
      counts: {
        ...(facts?.counts ?? { providers: null, users: null, appointmentRequests: null }),
        objects: objectCount,
      },
      sizes: { database: dump?.length ?? 0, objects: objectBytes },
      entries: [...entries],
    };
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
    await addEntry(MANIFEST_ENTRY, manifestBytes.length, slices(manifestBytes));
    const sum = Buffer.from(`${sha256(manifestBytes)}\n`);
    await addEntry(MANIFEST_SUM_ENTRY, sum.length, slices(sum));
    pack.finalize();
    await written;
    await rename(partial, file);
    const { size } = await stat(file);
    await database.db.insert(backups).values({
      createdAt,
      fileName: path.basename(file),
      sizeBytes: size,
      databaseIncluded: manifest.databaseIncluded,
      withSecrets: manifest.withSecrets,
    });
    return { file, sizeBytes: size, manifest };
  } catch (error) {
    pack.destroy(error as Error);
    await unlink(partial).catch(() => undefined);
    throw error;
  }
}
