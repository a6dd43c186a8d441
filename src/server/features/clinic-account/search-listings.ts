import { and, asc, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import {
  LISTING_SEARCH_LIMIT,
  type ListingSearchQuery,
  type PublicListing,
} from '@shared/api/clinic-account';
import type { DbOrTx } from '@server/db/client';
import { providers } from '@server/db/schema';

/** The public fields of a listing: what a clinic needs to recognise its own, never an address. */
export const publicListingColumns = {
  id: providers.id,
  name: providers.name,
  specialty: providers.specialty,
  city: providers.city,
  state: providers.state,
  npi: providers.npiNumber,
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A clinic looking for its listing: by NPI exactly, or by a part of its name (and a state). */
export async function searchListings(
  db: DbOrTx,
  query: ListingSearchQuery,
): Promise<PublicListing[]> {
  // A provider whose NPI the registry deactivated is no longer listed, so not claimable.
  const where: SQL[] = [isNull(providers.deactivatedAt)];
  if (query.npi) where.push(eq(providers.npiNumber, query.npi));
  else if (query.name) where.push(ilike(providers.name, `%${escapeLike(query.name)}%`));
  if (query.state) where.push(eq(providers.state, query.state));
  return db
    .select(publicListingColumns)
    .from(providers)
    .where(and(...where))
    .orderBy(asc(providers.name), asc(providers.id))
    .limit(LISTING_SEARCH_LIMIT);
}
