// Which image an upload is, from its first bytes, never from its name or Content-Type header,
// which the uploader chooses. Only these three signatures pass, so SVG, HTML or anything renamed
// .png is refused.
// The formats' own specifications fix these bytes: JPEG's SOI marker FF D8 FF, PNG's 8-byte
// signature, and WebP's RIFF container with the form type 'WEBP' at offset 8.

export const IMAGE_SNIFF_BYTES = 12;

export interface ImageType {
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  extension: 'jpg' | 'png' | 'webp';
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type of these leading bytes, or null when they are not JPEG, PNG or WebP. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, PNG)) return { contentType: 'image/png', extension: 'png' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return { contentType: 'image/webp', extension: 'webp' };
  }
  return null;
}

const BY_EXTENSION: Record<string, ImageType['contentType']> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/**
 * Stored images are named `<sha256 of the bytes>.<ext>` by the server (earlier ones `<uuid>.<ext>`,
 * still served); anything else is not ours.
 */
const STORED_IMAGE_NAME = /^([0-9a-f]{64}|[0-9a-f-]{36})\.(jpg|png|webp)$/;

/** The content type of a stored image name, or null for a name we never give out. */
export function storedImageType(name: string): ImageType['contentType'] | null {
  const match = STORED_IMAGE_NAME.exec(name);
  return match ? (BY_EXTENSION[match[2]!] ?? null) : null;
}
