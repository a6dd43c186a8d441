import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import yauzl from 'yauzl';

// The national file arrives as CMS ships it, a zip of about 1 GB holding a 10 GB CSV, or as that
// CSV. Either is read as one byte stream of the CSV: the zip's member is inflated as it is read,
// never unpacked to disk.

export interface RegistryFileStream {
  /** The CSV's bytes. */
  csv: Readable;
  /** Bytes read from the file so far: of a zip, its compressed bytes. */
  bytesRead(): number;
  close(): void;
}

export interface RegistryFileIdentity {
  bytes: number;
  modifiedAt: Date;
}

/** A file the import cannot read, in words for the admin (never a row's contents). */
export class RegistryFileError extends Error {}

/** The data member of a CMS zip: `npidata_pfile_*.csv`, not its `*_fileheader.csv`. */
export const isDataMember = (name: string) =>
  /^npidata_pfile_.*\.csv$/i.test(path.posix.basename(name)) && !/fileheader/i.test(name);

/** Size and modification time: a run resumes only the file it began with. */
export async function registryFileIdentity(filePath: string): Promise<RegistryFileIdentity> {
  try {
    const info = await stat(filePath);
    if (!info.isFile()) throw new RegistryFileError(`${filePath} is not a file.`);
    return { bytes: info.size, modifiedAt: info.mtime };
  } catch (error) {
    if (error instanceof RegistryFileError) throw error;
    throw new RegistryFileError(`The file ${filePath} cannot be read.`);
  }
}

export async function openRegistryFile(filePath: string): Promise<RegistryFileStream> {
  return /\.zip$/i.test(filePath) ? openZipMember(filePath) : openCsv(filePath);
}

const CHUNK = 1 << 20;

function openCsv(filePath: string): RegistryFileStream {
  const csv = createReadStream(filePath, { highWaterMark: CHUNK });
  return { csv, bytesRead: () => csv.bytesRead, close: () => csv.destroy() };
}

async function openZipMember(filePath: string): Promise<RegistryFileStream> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(filePath, { lazyEntries: true, autoClose: false });
  } catch {
    throw new RegistryFileError(`${path.basename(filePath)} is not a readable zip file.`);
  }
  const entry = await findEntry(zip);
  if (!entry) {
    zip.close();
    throw new RegistryFileError(
      `${path.basename(filePath)} holds no npidata_pfile CSV (the registry's data file).`,
    );
  }
  // The compressed bytes are read as they are and inflated here, so progress counts what was read
  // from the disk, which is what the file's size measures.
  const deflated = entry.compressionMethod === 8;
  const raw = await zip.openReadStreamPromise(entry, deflated ? { decompress: false } : {});
  let bytes = 0;
  raw.on('data', (chunk: Buffer) => (bytes += chunk.length));
  const csv = raw.pipe(deflated ? createInflateRaw({ chunkSize: CHUNK }) : new PassThrough());
  raw.on('error', (error) => csv.destroy(error));
  return {
    csv,
    bytesRead: () => bytes,
    close: () => {
      raw.destroy();
      csv.destroy();
      zip.close();
    },
  };
}

function findEntry(zip: yauzl.ZipFile): Promise<yauzl.Entry | null> {
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      if (isDataMember(entry.fileName)) resolve(entry);
      else zip.readEntry();
    });
    zip.on('end', () => resolve(null));
    zip.on('error', reject);
    zip.readEntry();
  });
}
