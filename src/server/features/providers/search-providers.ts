import { inArray } from 'drizzle-orm';
import { errorMessage } from '@shared/api/error-messages';
import type { ProviderPage } from '@shared/api/providers';
import type { ProviderListQuery } from '@shared/api/provider-query';
import type { Db } from '@server/db/client';
import { providers } from '@server/db/schema';
import { AppError } from '@server/lib/errors';
import type { FamilyContext } from './family-context';
import { distanceMilesSql } from './family-columns';
import { currentNetworkClaims } from './network-claims';
import { familyOpeningFields, waitColumns } from '@server/domain/openings/next-opening';
import { providerColumns, withFamilyFields } from './provider-fields';
import type { ProviderIndex } from './search-index/provider-index';
import { firstInOrder } from './search-index/ranking';
import { isAdultAge } from '@shared/rules/care-for';

// The cursor is the offset of the next page; opaque to clients, validated here.
const decodeCursor = (cursor: string | undefined) => {
  if (cursor === undefined) return 0;
  if (!/^\d{1,7}$/.test(cursor))
    throw new AppError('invalid_input', errorMessage('fields.cursor'), 'cursor');
  return Number(cursor);
};

/**
 * A page of the list view, in the chosen order, with what depends on the family. The search
 * index counts and orders the matches; the database reads the page's rows by id.
 */
export async function searchProviders(
  db: Db,
  index: ProviderIndex,
  query: ProviderListQuery,
  family: FamilyContext,
): Promise<ProviderPage> {
  const offset = decodeCursor(query.cursor);
  const matches = index.matches(query, family);
  const columns = {
    ...providerColumns,
    ...waitColumns,
    distanceMiles: distanceMilesSql(family),
  };
  const sort = query.sort === 'distance' && !family.home ? 'name' : query.sort;

  // The search's age, else the profile's: an adult's list puts pediatric-only care last.
  const adult = isAdultAge(query.age ?? family.ageYears);
  const slots = firstInOrder(
    index,
    matches,
    sort,
    family.home,
    offset + query.limit,
    new Date(),
    adult,
  );
  const ids = slots.slice(offset).map(index.idOf, index);
  const found = ids.length
    ? await db.select(columns).from(providers).where(inArray(providers.id, ids))
    : [];
  const byId = new Map(found.map((row) => [row.id, row]));
  // A provider removed since the index ranked it is left out of the page.
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  const claims = await currentNetworkClaims(db, ids);
  const openings = await familyOpeningFields(db, rows, claims, family.network, {
    saidOf: (id) => index.saidOf(id),
  });

  return {
    providers: rows.map(
      ({ observedDays: _observed, reportedDays: _reported, listedDays: _listed, ...row }) => ({
        ...withFamilyFields({ ...row, matchesInsurance: index.takes(row.id, family) }),
        networkClaims: claims.get(row.id) ?? [],
        ...openings.get(row.id)!,
      }),
    ),
    nextCursor: offset + query.limit < matches.count ? String(offset + query.limit) : null,
    total: matches.count,
    known: matches.known,
  };
}
