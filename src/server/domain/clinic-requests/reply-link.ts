import { REPLY_LINK_DAYS } from '@shared/api/provider-replies';
import { signedToken } from '@server/domain/signed-links/signed-links';

const DAY_MS = 86_400_000;

export const replyLinkExpiry = (submittedAt: Date) =>
  new Date(submittedAt.getTime() + REPLY_LINK_DAYS * DAY_MS);

/** The token of a request's reply link: the request and its expiry, signed (signed-links). */
export const replyToken = (secret: string, requestId: string, expiresAt: Date): string =>
  signedToken(secret, 'reply', [requestId, expiresAt.toISOString()]);

export const replyUrl = (appUrl: string, token: string) => `${appUrl}/provider-reply/${token}`;
