// Who may keep a provider's listing: a signed-in account whose verified address is one of the
// listing's staff addresses. Checked on the server for every listing a request names.
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { errorMessage } from '@shared/api/error-messages';
import type { Db } from '../../db/client';
import { listingStaff } from '../../db/schema';
import { AppError } from '../../lib/errors';

/** The providers whose listing this address keeps. */
export async function listingsKeptBy(db: Db, email: string): Promise<string[]> {
  const rows = await db
    .select({ providerId: listingStaff.providerId })
    .from(listingStaff)
    .where(eq(listingStaff.email, email.toLowerCase()));
  return rows.map((row) => row.providerId);
}

/** Whether the signed-in user keeps this provider's listing. */
export async function keepsListing(
  db: Db,
  user: { email: string | null; emailVerifiedAt: Date | null },
  providerId: string,
): Promise<boolean> {
  if (!user.email || !user.emailVerifiedAt) return false;
  const [row] = await db
    .select({ providerId: listingStaff.providerId })
    .from(listingStaff)
    .where(
      and(
        eq(listingStaff.providerId, providerId),
        eq(listingStaff.email, user.email.toLowerCase()),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * 401 without a session; 404 for a listing the account does not keep, whether or not it exists,
 * so another clinic's listing is never confirmed to be there.
 */
export async function requireListingStaff(
  db: Db,
  request: FastifyRequest,
  providerId: string,
): Promise<void> {
  if (!request.user) throw new AppError('unauthorized', errorMessage('auth.unauthorized'));
  if (!(await keepsListing(db, request.user, providerId))) {
    throw new AppError('not_found', errorMessage('listing.notFound'));
  }
}
