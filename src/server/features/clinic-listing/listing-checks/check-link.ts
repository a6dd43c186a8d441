import { createHmac } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { ListingCheck } from '@shared/api/clinic-listing';
import { errorMessage } from '@shared/api/error-messages';
import type { Db } from '@server/db/client';
import { listingCheckLinks, providers } from '@server/db/schema';
import { listingConfirmedAtSql } from '@server/domain/listings/listing-current';
import { AppError } from '@server/lib/errors';
import { hashToken } from '@server/lib/tokens';
import { confirmListing } from '../confirm-listing';

/** A link works for this long: until the next month's e-mail has surely arrived. */
export const CHECK_LINK_DAYS = 45;

/**
 * The token of a check link: an HMAC of the link's id under the server secret, so the e-mail job
 * can rebuild it on a retry while the database keeps only its hash.
 */
export function checkLinkToken(secret: string, linkId: string): string {
  // A key of its own, derived from the secret, so this HMAC is never a cookie signature.
  const key = createHmac('sha256', secret).update('acf:listing-check:v1').digest();
  return createHmac('sha256', key).update(linkId).digest('base64url');
}

export const checkLinkUrl = (appUrl: string, token: string) => `${appUrl}/listing-check/${token}`;

/** The link of `token`, refused with a code the page can explain when it cannot be used. */
async function usableLink(db: Db, token: string, now: Date) {
  const [link] = await db
    .select()
    .from(listingCheckLinks)
    .where(eq(listingCheckLinks.tokenHash, hashToken(token)));
  if (!link) throw new AppError('link_invalid', errorMessage('account.linkInvalid'));
  if (link.usedAt) throw new AppError('link_used', errorMessage('account.linkUsed'));
  if (link.expiresAt <= now)
    throw new AppError('link_expired', errorMessage('account.linkExpired'));
  return link;
}

/** Whose listing, and when its clinic last confirmed or changed it. */
async function checkOf(db: Db, providerId: string): Promise<ListingCheck> {
  const [provider] = await db
    .select({ name: providers.name, confirmedAt: listingConfirmedAtSql(providers.id) })
    .from(providers)
    .where(eq(providers.id, providerId));
  const confirmedAt = provider?.confirmedAt ? new Date(provider.confirmedAt) : null;
  return { providerName: provider!.name, confirmedAt: confirmedAt?.toISOString() ?? null };
}

/** What the one-click page shows before the clinic confirms. */
export async function readCheckLink(db: Db, token: string, now: Date): Promise<ListingCheck> {
  const link = await usableLink(db, token, now);
  return checkOf(db, link.providerId);
}

/** 'Yes, it is still right': spends the link (once) and confirms the listing. */
export async function confirmByCheckLink(
  db: Db,
  token: string,
  context: { ip: string; now: Date },
): Promise<ListingCheck> {
  const link = await usableLink(db, token, context.now);
  await db.transaction(async (tx) => {
    const spent = await tx
      .update(listingCheckLinks)
      .set({ usedAt: context.now })
      .where(and(eq(listingCheckLinks.id, link.id), isNull(listingCheckLinks.usedAt)))
      .returning({ id: listingCheckLinks.id });
    // Two clicks at once: only one spends it.
    if (spent.length === 0) throw new AppError('link_used', errorMessage('account.linkUsed'));
    await confirmListing(tx, null, link.providerId, { ...context, via: 'email' });
  });
  return checkOf(db, link.providerId);
}
