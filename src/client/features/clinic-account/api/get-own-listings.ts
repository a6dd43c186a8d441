import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownListingsSchema, type PublicListing } from '@shared/api/clinic-account';
import { getJson } from '@client/lib/api-client';

/** `GET /api/clinic/listings`: the listings the signed-in account keeps. */
export async function getOwnListings(): Promise<PublicListing[]> {
  return ownListingsSchema.parse(await getJson('/api/clinic/listings')).listings;
}

export const ownListingsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/clinic/listings'], queryFn: getOwnListings });

export function useOwnListings() {
  return useQuery(ownListingsQueryOptions());
}
