import { createHmac } from 'node:crypto';

/**
 * The token of a clinic's confirm link: an HMAC of the request, the booked instant and when the
 * link was issued, under the server's secret, so the e-mail job can rebuild the link on a retry
 * while the database keeps only its hash. Every booking gives a new token, even one for the same
 * instant after the clinic proposed another time, so a used link never works again. The link
 * works until the appointment starts.
 */
export function confirmToken(
  secret: string,
  requestId: string,
  scheduledDate: Date,
  issuedAt: Date,
): string {
  // A key of its own, so this HMAC is never a reply link's or a cookie's signature.
  const key = createHmac('sha256', secret).update('acf:provider-confirm:v1').digest();
  return createHmac('sha256', key)
    .update(`${requestId}\n${scheduledDate.toISOString()}\n${issuedAt.toISOString()}`)
    .digest('base64url');
}

export const confirmUrl = (appUrl: string, token: string) => `${appUrl}/provider-confirm/${token}`;
