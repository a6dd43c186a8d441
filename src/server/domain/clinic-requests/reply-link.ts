import { createHmac } from 'node:crypto';
import { REPLY_LINK_DAYS } from '@shared/api/provider-replies';

const DAY_MS = 86_400_000;

export const replyLinkExpiry = (submittedAt: Date) =>
  new Date(submittedAt.getTime() + REPLY_LINK_DAYS * DAY_MS);

/**
 * The token of a request's reply link: an HMAC of the request and its expiry under the server's
 * secret. Signed rather than random so that the e-mail job can rebuild the same link on a retry
 * without the database ever holding the token itself (it keeps only the hash).
 */
export function replyToken(secret: string, requestId: string, expiresAt: Date): string {
  // A key of its own, derived from the secret, so this HMAC is never a cookie signature.
  const key = createHmac('sha256', secret).update('acf:provider-reply:v1').digest();
  return createHmac('sha256', key)
    .update(`${requestId}\n${expiresAt.toISOString()}`)
    .digest('base64url');
}

export const replyUrl = (appUrl: string, token: string) => `${appUrl}/provider-reply/${token}`;
