import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  listingSearchResultSchema,
  type ListingSearchQuery,
  type PublicListing,
} from '@shared/api/clinic-account';
import { getJson } from '@client/lib/api-client';

/** `GET /api/clinic/listings/search`: listings by NPI, or by name and state; public fields only. */
export async function searchListings(query: ListingSearchQuery): Promise<PublicListing[]> {
  const params = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const answer = await getJson(`/api/clinic/listings/search?${params}`);
  return listingSearchResultSchema.parse(answer).listings;
}

export const listingSearchQueryOptions = (query: ListingSearchQuery) =>
  queryOptions({
    queryKey: ['/api/clinic/listings/search', query],
    queryFn: () => searchListings(query),
  });

/** The search asked for last; nothing until the clinic searches. */
export function useListingSearch(query: ListingSearchQuery | null) {
  return useQuery({
    ...listingSearchQueryOptions(query ?? {}),
    enabled: query !== null,
  });
}
