import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { appointmentRequests, type AppointmentRequestRow } from '@server/db/schema';
import { hashToken } from '@server/lib/tokens';

// Single-use links sent by e-mail: a clinic's reply link and confirm link, and an account's links
// (verify, reset, confirm an address, a clinic's sign-in). Each token is signed rather than random,
// so an e-mail job rebuilds the same link on a retry while the database keeps only its hash.

/**
 * The key label of each kind of link. Each kind signs with a key of its own, derived from the
 * server secret, so one kind's token is never another's, nor a cookie's signature. Changing a
 * label stops every link of that kind already sent.
 */
const KEY_LABELS = {
  reply: 'acf:provider-reply:v1',
  confirm: 'acf:provider-confirm:v1',
  account: 'acf:account-link:v1',
} as const;

export type SignedLinkKind = keyof typeof KEY_LABELS;

/** The token of a link of `kind` for what it names (a request and its expiry, a token row's id). */
export function signedToken(
  secret: string,
  kind: SignedLinkKind,
  parts: readonly [string, ...string[]],
): string {
  const key = createHmac('sha256', secret).update(KEY_LABELS[kind]).digest();
  return createHmac('sha256', key).update(parts.join('\n')).digest('base64url');
}

/** The links whose hash a request keeps in a column of its own. */
export type RequestLinkKind = Extract<SignedLinkKind, 'reply' | 'confirm'>;

const HASH_COLUMNS = {
  reply: appointmentRequests.replyTokenHash,
  confirm: appointmentRequests.confirmTokenHash,
} as const;

/** The condition 'this request is the one behind the link', for a read or a compare-and-set. */
export const requestLinkIs = (kind: RequestLinkKind, token: string) =>
  eq(HASH_COLUMNS[kind], hashToken(token));

/** The request behind a link of `kind`, whatever state the link is in; undefined when unknown. */
export async function requestOfLink(
  db: DbOrTx,
  kind: RequestLinkKind,
  token: string,
): Promise<AppointmentRequestRow | undefined> {
  const [request] = await db.select().from(appointmentRequests).where(requestLinkIs(kind, token));
  return request;
}
