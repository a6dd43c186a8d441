import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import tar from 'tar-stream';
import { describe, expect, it } from 'vitest';
import { FORMAT, FORMAT_VERSION, type Manifest } from './backup-format';
import { restoreBackup } from './restore-backup';

// Files no `npm run backup` writes, as a careless copy or someone with a grudge might hand over:
// refused before anything lands in DATA_DIR.

async function archive(entries: Record<string, string>): Promise<string> {
  const pack = tar.pack();
  for (const [name, content] of Object.entries(entries)) pack.entry({ name }, content);
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack) chunks.push(chunk as Buffer);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'acf-crafted-')), 'backup.tar.gz');
  writeFileSync(file, gzipSync(Buffer.concat(chunks)));
  return file;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function manifestEntries(manifest: Partial<Manifest>): Record<string, string> {
  const text = JSON.stringify({
    format: FORMAT,
    formatVersion: FORMAT_VERSION,
    appVersion: '9.0.0',
    createdAt: '2026-11-27T03:15:00.000Z',
    engine: 'postgres',
    databaseIncluded: false,
    migration: null,
    objectsIncluded: true,
    withSecrets: false,
    counts: { providers: null, users: null, appointmentRequests: null, objects: 0 },
    sizes: { database: 0, objects: 0 },
    entries: [],
    ...manifest,
  } satisfies Manifest);
  return { 'manifest.json': text, 'manifest.sha256': `${sha256(text)}\n` };
}

const target = () => path.join(mkdtempSync(path.join(tmpdir(), 'acf-restore-')), 'data');

describe('restoring a crafted file', () => {
  it('refuses an entry outside the known ones, writing nothing', async () => {
    const file = await archive({ '../escaped': 'x', ...manifestEntries({}) });
    const dataDir = target();
    await expect(restoreBackup(file, dataDir)).rejects.toThrow(
      'The backup file is damaged or incomplete (unexpected entry ../escaped); nothing was restored.',
    );
    expect(readdirSync(path.dirname(dataDir))).toEqual([]);
    expect(existsSync(path.join(path.dirname(dataDir), '..', 'escaped'))).toBe(false);
  });

  it('refuses an image the manifest does not list', async () => {
    const file = await archive({ 'objects/images/abc.png': 'x', ...manifestEntries({}) });
    await expect(restoreBackup(file, target())).rejects.toThrow(
      'objects/images/abc.png does not match its checksum',
    );
  });

  it('refuses a backup from a newer version', async () => {
    const file = await archive(manifestEntries({ migration: '9999_from-the-future' }));
    await expect(restoreBackup(file, target())).rejects.toThrow(
      'The backup comes from a newer version (9.0.0, migration 9999_from-the-future): upgrade first; nothing was restored.',
    );
  });

  it('restores the images of a PostgreSQL backup whose entries all match', async () => {
    const image = 'not really a png';
    const file = await archive({
      'objects/images/abc.png': image,
      ...manifestEntries({
        entries: [{ name: 'objects/images/abc.png', size: image.length, sha256: sha256(image) }],
      }),
    });
    const dataDir = target();
    expect((await restoreBackup(file, dataDir)).engine).toBe('postgres');
    expect(readdirSync(path.join(dataDir, 'objects', 'images'))).toEqual(['abc.png']);
  });
});
