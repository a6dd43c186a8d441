import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
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
import { AppError } from './errors';
import { detectImageType, IMAGE_SNIFF_BYTES, storedImageType } from './image-type';
import { imagePath, type ObjectStorage } from './storage';

// STORAGE=s3: the browser PUTs straight to the bucket with a presigned URL (S3, R2, MinIO...).
// A presigned PUT cannot bound the size or check the bytes, so claimUpload() does both when the
// admin saves the image (HeadObject, then the first bytes by a ranged GetObject) and deletes what
// fails. Accepted images are copied to `images/<uuid>.<ext>` with our content type.

const UPLOAD_KEY = /\/(uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

const notIssued = () =>
  new AppError('invalid_input', 'is not an upload URL issued by this app', 'imageURL');
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

export function createS3Storage(config: Config, ttlSeconds: number): ObjectStorage {
  const client = s3Client(config);
  const Bucket = config.S3_BUCKET!;
  const presignPut = (Key: string, expiresIn = ttlSeconds) =>
    getSignedUrl(client, new PutObjectCommand({ Bucket, Key }), { expiresIn });
  const remove = (Key: string) => client.send(new DeleteObjectCommand({ Bucket, Key }));

  async function leadingBytes(Key: string): Promise<Uint8Array> {
    const object = await client.send(
      new GetObjectCommand({ Bucket, Key, Range: `bytes=0-${IMAGE_SNIFF_BYTES - 1}` }),
    );
    return object.Body ? object.Body.transformToByteArray() : new Uint8Array();
  }

  return {
    async createUpload() {
      return { uploadURL: await presignPut(`uploads/${randomUUID()}`) };
    },

    async claimUpload(uploadURL) {
      if (!URL.canParse(uploadURL)) throw notIssued();
      const url = new URL(uploadURL);
      const Key = UPLOAD_KEY.exec(url.pathname)?.[1];
      if (!Key) throw notIssued();
      // Ours when it is exactly where we would presign that key: same bucket, same endpoint.
      const ours = new URL(await presignPut(Key));
      if (url.origin !== ours.origin || url.pathname !== ours.pathname) throw notIssued();

      let size: number | undefined;
      try {
        size = (await client.send(new HeadObjectCommand({ Bucket, Key }))).ContentLength;
      } catch (error) {
        if (isMissing(error))
          throw new AppError('invalid_input', 'has no uploaded image', 'imageURL');
        throw error;
      }
      const type =
        size !== undefined && size <= MAX_IMAGE_BYTES
          ? detectImageType(await leadingBytes(Key))
          : null;
      if (!type) {
        await remove(Key);
        throw new AppError(
          'invalid_input',
          'is not a JPEG, PNG or WebP image of at most 5 MB',
          'imageURL',
        );
      }
      const name = `${Key.slice('uploads/'.length)}.${type.extension}`;
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: `images/${name}`,
          CopySource: `${Bucket}/${Key}`,
          ContentType: type.contentType,
          MetadataDirective: 'REPLACE',
        }),
      );
      await remove(Key);
      return imagePath(name);
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
