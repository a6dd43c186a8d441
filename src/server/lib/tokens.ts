import { createHash } from 'node:crypto';

/**
 * What the database keeps of a bearer token (a session cookie, a reply link): its SHA-256, so a
 * leaked table signs nobody in and answers no request.
 */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
