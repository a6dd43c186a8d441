import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { MAX_IMAGE_BYTES } from '@shared/api/provider-management';
import type { Config } from '../config';
import { detectImageType, storedImageType } from './image-type';
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

// STORAGE=s3: the browser PUTs straight to the bucket with a presigned URL (S3, R2, MinIO...).
// A presigned PUT cannot bound the size or check the bytes, and it keeps working for its whole
// lifetime, even after a save. So claimUpload() reads the upload once (HeadObject for the size,
// then the whole object, at most 5 MB), checks those bytes, and writes exactly those bytes to
// `images/<sha256>.<ext>` with our content type; it never copies the upload object, whose bytes
// a second PUT could have changed in between. Presigned URLs only ever point into uploads/, and
// only images/ is served.

const UPLOAD_KEY = /\/(uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}))$/;

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' ||
    error.name === 'NoSuchKey' ||
    error.$metadata.httpStatusCode === 404);

export function s3Client(config: Config): S3Client {
  return new S3Client({
    region: config.S3_REGION ?? 'us-east-1',
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT, forcePathStyle: true } : {}),
    ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? {
          credentials: {
            accessKeyId: config.S3_ACCESS_KEY_ID,
            secretAccessKey: config.S3_SECRET_ACCESS_KEY,
          },
        }
      : {}),
    // Otherwise presigned PUTs carry a checksum the browser's body would have to match.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** The origin the browser uploads to, for the Content-Security-Policy's connect-src. */
export function s3UploadOrigin(config: Config): string {
  if (config.S3_ENDPOINT) return new URL(config.S3_ENDPOINT).origin;
  return `https://${config.S3_BUCKET}.s3.${config.S3_REGION ?? 'us-east-1'}.amazonaws.com`;
}

/** The whole body, or null as soon as it grows past `limit` bytes. */
async function readAtMost(body: Readable, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of body) {
    length += (chunk as Buffer).length;
    if (length > limit) {
      body.destroy();
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export function createS3Storage(
  config: Config,
  saved: SavedUploads,
  ttlSeconds: number,
): ObjectStorage {
  const client = s3Client(config);
  const Bucket = config.S3_BUCKET!;
  const presignPut = (Key: string, expiresIn = ttlSeconds) =>
    getSignedUrl(client, new PutObjectCommand({ Bucket, Key }), { expiresIn });
  const remove = (Key: string) => client.send(new DeleteObjectCommand({ Bucket, Key }));

  /** The upload's bytes; null when they pass 5 MB, undefined when there is no such upload. */
  async function readUpload(Key: string): Promise<Buffer | null | undefined> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
      if (head.ContentLength === undefined || head.ContentLength > MAX_IMAGE_BYTES) return null;
      const object = await client.send(new GetObjectCommand({ Bucket, Key }));
      // The object may have been replaced since HeadObject, so the bytes themselves are counted.
      return object.Body ? readAtMost(object.Body as Readable, MAX_IMAGE_BYTES) : null;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  return {
    async createUpload() {
      return { uploadURL: await presignPut(`uploads/${randomUUID()}`) };
    },

    async claimUpload(uploadURL) {
      if (!URL.canParse(uploadURL)) throw notIssued();
      const url = new URL(uploadURL);
      const [, Key, uploadKey] = UPLOAD_KEY.exec(url.pathname) ?? [];
      if (!Key || !uploadKey) throw notIssued();
      // Ours when it is exactly where we would presign that key: same bucket, same endpoint.
      const ours = new URL(await presignPut(Key));
      if (url.origin !== ours.origin || url.pathname !== ours.pathname) throw notIssued();
      if (await saved.has(uploadKey)) throw alreadySaved();

      const bytes = await readUpload(Key);
      // Gone because a concurrent save of this key has just finished with it?
      if (bytes === undefined) throw (await saved.has(uploadKey)) ? alreadySaved() : noUpload();
      const type = bytes ? detectImageType(bytes) : null;
      if (!bytes || !type) {
        await remove(Key);
        throw notAnImage();
      }
      const name = contentName(bytes, type);
      const served = await saveOnce(saved, uploadKey, name, async () => {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: `images/${name}`,
            Body: bytes,
            ContentType: type.contentType,
          }),
        );
      });
      // A later PUT to the same URL may put an object here again; it can be neither saved nor
      // served, and the lifecycle rule on uploads/ removes it.
      await remove(Key);
      return served;
    },

    async openImage(name) {
      const contentType = storedImageType(name);
      if (!contentType) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: `images/${name}` }));
        return { stream: object.Body as Readable, contentType, size: object.ContentLength };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
  };
}
