import type { Config } from '../config';
import type { ObjectStorage, SavedUploads } from './object-storage';
import { createLocalStorage } from './storage-local';
import { createS3Storage } from './storage-s3';

/** How long an upload URL works: long enough to pick and send a photo, short if it leaks. */
export const UPLOAD_TTL_SECONDS = 15 * 60;

export interface StorageOptions {
  /** Overrides UPLOAD_TTL_SECONDS (tests of expiry). */
  uploadTtlSeconds?: number;
}

/** The object storage STORAGE selects: local disk (the default) or an S3-protocol bucket. */
export function createStorage(
  config: Config,
  saved: SavedUploads,
  options: StorageOptions = {},
): ObjectStorage {
  const ttl = options.uploadTtlSeconds ?? UPLOAD_TTL_SECONDS;
  return config.STORAGE === 's3'
    ? createS3Storage(config, saved, ttl)
    : createLocalStorage(config, saved, ttl);
}
