import { signedToken } from '@server/domain/signed-links/signed-links';

/**
 * The token of a clinic's confirm link: the request, the booked instant and when the link was
 * issued, signed (signed-links). Every booking gives a new token, even one for the same instant
 * after the clinic proposed another time, so a used link never works again. The link works until
 * the appointment starts.
 */
export const confirmToken = (
  secret: string,
  requestId: string,
  scheduledDate: Date,
  issuedAt: Date,
): string =>
  signedToken(secret, 'confirm', [requestId, scheduledDate.toISOString(), issuedAt.toISOString()]);

export const confirmUrl = (appUrl: string, token: string) => `${appUrl}/provider-confirm/${token}`;
