import { createHmac, timingSafeEqual } from 'node:crypto';

// Local upload URLs carry `expires` and an HMAC over the object key and that time, so the app
// alone can issue them and nobody can stretch the time or swap the key. The signing key is
// derived from SESSION_SECRET for this one purpose, so a signature here is never a valid
// cookie signature and vice versa.

export function uploadSigner(sessionSecret: string) {
  const key = createHmac('sha256', sessionSecret).update('acf:object-upload:v1').digest();
  const sign = (objectKey: string, expires: number) =>
    createHmac('sha256', key).update(`${objectKey}\n${expires}`).digest('base64url');
  return {
    sign,
    /** Whether `signature` is ours for this key and time (expiry is checked by the caller). */
    verify(objectKey: string, expires: number, signature: string): boolean {
      const expected = Buffer.from(sign(objectKey, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
