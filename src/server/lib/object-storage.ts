import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { errorMessage } from '@shared/api/error-messages';
import { MAX_IMAGE_MEGABYTES } from '@shared/api/provider-management';
import { AppError } from './errors';
import type { ImageType } from './image-type';

// What every storage kind offers, in a module of its own so the kinds and storage.ts (which picks
// one) do not import each other. Provider images work in two steps on either kind (see
// docs/decisions/006-provider-image-uploads.md):
// 1. createUpload() hands the browser a short-lived URL for exactly one new object, named by us;
// 2. claimUpload() takes that URL back when an admin saves it on a provider, checks the bytes
//    (at most 5 MB, JPEG/PNG/WebP), records the key as saved, and stores those very bytes under a
//    name made from their SHA-256. An upload key is saved once, and a served name always holds the
//    same bytes, which is what makes the year-long immutable caching of /objects/ true.
// Images are always served by the app at /objects/<name>, so the response carries our content
// type and `X-Content-Type-Options: nosniff` whatever the bucket stored.

export interface StoredImage {
  stream: Readable;
  contentType: string;
  size: number | undefined;
}

export interface ObjectStorage {
  /** A fresh single-object upload URL for the browser's PUT. */
  createUpload(): Promise<{ uploadURL: string }>;
  /**
   * Checks the object behind an upload URL we issued and stores it under its served name; returns
   * the path to store on the provider (`/objects/<sha256>.<ext>`). Throws a 400 naming `imageURL`
   * for URLs we did not issue, missing objects, or objects that fail the checks (which are
   * deleted), and a 409 naming `imageURL` for an upload that was already saved.
   */
  claimUpload(uploadURL: string): Promise<string>;
  /** A served image by its name, or null when there is none. */
  openImage(name: string): Promise<StoredImage | null>;
}

/** Which upload keys were saved; a key is saved at most once, whichever instance saves it. */
export interface SavedUploads {
  has(key: string): Promise<boolean>;
  /** Records the key as saved; false when it already was (by an earlier or a concurrent save). */
  add(key: string, imagePath: string): Promise<boolean>;
  /** Forgets a key whose image could not be stored after all, so it can be saved again. */
  remove(key: string): Promise<void>;
}

/** Served path of a stored image. */
export const imagePath = (name: string) => `/objects/${name}`;

/** The served name of these image bytes: their SHA-256, so a name can only ever hold them. */
export const contentName = (bytes: Uint8Array, type: ImageType) =>
  `${createHash('sha256').update(bytes).digest('hex')}.${type.extension}`;

export const notIssued = () =>
  new AppError('invalid_input', errorMessage('uploads.notOurs'), 'imageURL');
export const noUpload = () =>
  new AppError('invalid_input', errorMessage('uploads.none'), 'imageURL');
export const notAnImage = () =>
  new AppError(
    'invalid_input',
    errorMessage('uploads.notAnImage', { megabytes: MAX_IMAGE_MEGABYTES }),
    'imageURL',
  );
export const alreadySaved = () =>
  new AppError('upload_already_saved', errorMessage('uploads.alreadySaved'), 'imageURL');

/**
 * Records `key` as saved, then stores the image with `store`; the record is taken back when
 * storing fails, so a failed save can be retried. Refuses a key that was saved before.
 */
export async function saveOnce(
  saved: SavedUploads,
  key: string,
  name: string,
  store: () => Promise<void>,
): Promise<string> {
  const path = imagePath(name);
  if (!(await saved.add(key, path))) throw alreadySaved();
  try {
    await store();
  } catch (error) {
    await saved.remove(key);
    throw error;
  }
  return path;
}
