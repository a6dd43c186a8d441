import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { link, mkdir, open, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { errorMessage } from '@shared/api/error-messages';
import { MAX_IMAGE_BYTES, MAX_IMAGE_MEGABYTES } from '@shared/api/provider-management';
import type { Config } from '../config';
import { AppError } from './errors';
import { detectImageType, IMAGE_SNIFF_BYTES, storedImageType } from './image-type';
import {
  alreadySaved,
  contentName,
  noUpload,
  notAnImage,
  notIssued,
  saveOnce,
  type ObjectStorage,
  type SavedUploads,
} from './object-storage';
import { uploadSigner } from './upload-signature';

// STORAGE=local: objects under DATA_DIR/objects. The app itself is the upload endpoint
// (PUT /api/objects/upload/<key>?expires=&sig=, see docs/decisions/006-provider-image-uploads.md) and
// checks size and content while the bytes arrive, so nothing bad is ever kept. Uploads wait in
// uploads/<key>; a save copies the checked bytes to images/<sha256>.<ext> and removes the upload.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const LOCAL_UPLOAD_PATH = '/api/objects/upload/';

const usedLink = () => new AppError('upload_link_used', errorMessage('uploads.linkUsed'));

export interface LocalObjectStorage extends ObjectStorage {
  /** Receives the browser's PUT of one upload URL. */
  receiveUpload(
    key: string,
    query: { expires?: string; sig?: string },
    body: Readable,
    declaredLength: number | undefined,
  ): Promise<void>;
}

export function createLocalStorage(
  config: Config,
  saved: SavedUploads,
  ttlSeconds: number,
): LocalObjectStorage {
  const root = path.join(config.DATA_DIR, 'objects');
  const uploads = path.join(root, 'uploads');
  const images = path.join(root, 'images');
  const signer = uploadSigner(config.SESSION_SECRET);
  const appOrigin = new URL(config.APP_URL).origin;
  const ready = Promise.all([
    mkdir(uploads, { recursive: true }),
    mkdir(images, { recursive: true }),
  ]);

  const exists = (file: string) =>
    stat(file).then(
      () => true,
      () => false,
    );

  const signatureValid = (key: string, query: { expires?: string | null; sig?: string | null }) =>
    UUID.test(key) &&
    /^\d{1,12}$/.test(query.expires ?? '') &&
    typeof query.sig === 'string' &&
    signer.verify(key, Number(query.expires), query.sig);

  async function leadingBytes(file: string): Promise<Buffer> {
    const handle = await open(file, 'r');
    try {
      const buffer = Buffer.alloc(IMAGE_SNIFF_BYTES);
      const { bytesRead } = await handle.read(buffer, 0, IMAGE_SNIFF_BYTES, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  /** Writes `bytes` as images/<name> whole or not at all; an existing name already holds them. */
  async function storeImage(name: string, bytes: Buffer): Promise<void> {
    const partial = path.join(images, `${name}.${randomBytes(6).toString('hex')}.part`);
    try {
      await writeFile(partial, bytes, { flag: 'wx' });
      await link(partial, path.join(images, name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      });
    } finally {
      await unlink(partial).catch(() => undefined);
    }
  }

  return {
    async createUpload() {
      await ready;
      const key = randomUUID();
      const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
      const query = new URLSearchParams({
        expires: String(expires),
        sig: signer.sign(key, expires),
      });
      return { uploadURL: `${config.APP_URL}${LOCAL_UPLOAD_PATH}${key}?${query}` };
    },

    async receiveUpload(key, query, body, declaredLength) {
      if (!signatureValid(key, query)) {
        throw new AppError('upload_link_invalid', errorMessage('uploads.linkInvalid'));
      }
      if (Number(query.expires) * 1000 < Date.now()) {
        throw new AppError('upload_link_invalid', errorMessage('uploads.linkExpired'));
      }
      if (declaredLength !== undefined && declaredLength > MAX_IMAGE_BYTES) {
        throw new AppError(
          'payload_too_large',
          errorMessage('uploads.tooLarge', { megabytes: MAX_IMAGE_MEGABYTES }),
        );
      }
      await ready;
      const upload = path.join(uploads, key);
      if ((await exists(upload)) || (await saved.has(key))) throw usedLink();

      const partial = path.join(uploads, `${key}.${randomBytes(6).toString('hex')}.part`);
      let received = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          received += chunk.length;
          if (received > MAX_IMAGE_BYTES) {
            callback(
              new AppError(
                'payload_too_large',
                errorMessage('uploads.tooLarge', { megabytes: MAX_IMAGE_MEGABYTES }),
              ),
            );
          } else callback(null, chunk);
        },
      });
      try {
        await pipeline(body, counter, createWriteStream(partial, { flags: 'wx' }));
        if (!detectImageType(await leadingBytes(partial))) {
          throw new AppError('unsupported_media_type', errorMessage('uploads.wrongType'));
        }
        // link() refuses an existing name, so two racing PUTs of one URL keep only one object.
        await link(partial, upload).catch(() => {
          throw usedLink();
        });
      } finally {
        await unlink(partial).catch(() => undefined);
      }
      // A save that ran while these bytes arrived has removed its upload, which let this link
      // succeed; the key is spent all the same.
      if (await saved.has(key)) {
        await unlink(upload).catch(() => undefined);
        throw usedLink();
      }
    },

    async claimUpload(uploadURL) {
      if (!URL.canParse(uploadURL, config.APP_URL)) throw notIssued();
      const url = new URL(uploadURL, config.APP_URL);
      const key = url.pathname.startsWith(LOCAL_UPLOAD_PATH)
        ? url.pathname.slice(LOCAL_UPLOAD_PATH.length)
        : '';
      const query = { expires: url.searchParams.get('expires'), sig: url.searchParams.get('sig') };
      // Expiry limits the upload, not the save: an admin may save a few minutes after uploading.
      if (url.origin !== appOrigin || !signatureValid(key, query)) throw notIssued();
      if (await saved.has(key)) throw alreadySaved();

      // receiveUpload() kept at most 5 MB here, so reading it whole is bounded.
      const upload = path.join(uploads, key);
      const bytes = await readFile(upload).catch(() => undefined);
      // Gone because a concurrent save of this key has just finished with it?
      if (!bytes) throw (await saved.has(key)) ? alreadySaved() : noUpload();
      const type = bytes.length <= MAX_IMAGE_BYTES ? detectImageType(bytes) : null;
      if (!type) {
        await unlink(upload).catch(() => undefined);
        throw notAnImage();
      }
      const name = contentName(bytes, type);
      const served = await saveOnce(saved, key, name, () => storeImage(name, bytes));
      await unlink(upload).catch(() => undefined);
      return served;
    },

    async openImage(name) {
      const contentType = storedImageType(name);
      if (!contentType) return null;
      const file = path.join(images, name);
      const info = await stat(file).catch(() => null);
      if (!info) return null;
      return { stream: createReadStream(file), contentType, size: info.size };
    },
  };
}
