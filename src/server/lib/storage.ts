import type { Readable } from 'node:stream';
import type { Config } from '../config';
import { createLocalStorage } from './storage-local';
import { createS3Storage } from './storage-s3';

// Provider images (docs/decisions/006-provider-image-uploads.md). Both kinds work in two steps:
// 1. createUpload() hands the browser a short-lived URL for exactly one new object, named by us;
// 2. claimUpload() takes that URL back when an admin saves it on a provider, checks the object
//    (exists, at most 5 MB, JPEG/PNG/WebP by its bytes), and moves it to its served name.
// Images are always served by the app at /objects/<name>, so the response carries our content
// type and `X-Content-Type-Options: nosniff` whatever the bucket stored.

/** How long an upload URL works: long enough to pick and send a photo, short if it leaks. */
export const UPLOAD_TTL_SECONDS = 15 * 60;

export interface StoredImage {
  stream: Readable;
  contentType: string;
  size: number | undefined;
}

export interface ObjectStorage {
  /** A fresh single-object upload URL for the browser's PUT. */
  createUpload(): Promise<{ uploadURL: string }>;
  /**
   * Checks the object behind an upload URL we issued and moves it to its served name; returns the
   * path to store on the provider (`/objects/<uuid>.<ext>`). Throws a 400 naming `imageURL` for
   * URLs we did not issue, missing objects, or objects that fail the checks (which are deleted).
   */
  claimUpload(uploadURL: string): Promise<string>;
  /** A served image by its name, or null when there is none. */
  openImage(name: string): Promise<StoredImage | null>;
}

export interface StorageOptions {
  /** Overrides UPLOAD_TTL_SECONDS (tests of expiry). */
  uploadTtlSeconds?: number;
}

export function createStorage(config: Config, options: StorageOptions = {}): ObjectStorage {
  const ttl = options.uploadTtlSeconds ?? UPLOAD_TTL_SECONDS;
  return config.STORAGE === 's3' ? createS3Storage(config, ttl) : createLocalStorage(config, ttl);
}

/** Served path of a stored image. */
export const imagePath = (name: string) => `/objects/${name}`;
