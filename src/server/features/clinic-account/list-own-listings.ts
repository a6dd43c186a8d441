import { asc, inArray } from 'drizzle-orm';
import type { PublicListing } from '@shared/api/clinic-account';
import type { Db } from '@server/db/client';
import { providers, type UserRow } from '@server/db/schema';
import { listingsKeptBy } from '@server/domain/listings/listing-access';
import { publicListingColumns } from './search-listings';

/** The listings the signed-in account keeps: only through a proved address, only its own. */
export async function listOwnListings(db: Db, user: UserRow): Promise<PublicListing[]> {
  if (!user.email || !user.emailVerifiedAt) return [];
  const ids = await listingsKeptBy(db, user.email);
  if (ids.length === 0) return [];
  return db
    .select(publicListingColumns)
    .from(providers)
    .where(inArray(providers.id, ids))
    .orderBy(asc(providers.name), asc(providers.id));
}
