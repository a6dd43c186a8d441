import { queryOptions, useQuery } from '@tanstack/react-query';
import { pendingClaimsSchema, type PendingClaim } from '@shared/api/clinic-account';
import { getJson } from '@client/lib/api-client';

/** `GET /api/admin/listing-claims`: the claims waiting for an admin, oldest first. */
export async function getListingClaims(): Promise<PendingClaim[]> {
  return pendingClaimsSchema.parse(await getJson('/api/admin/listing-claims')).claims;
}

export const listingClaimsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/admin/listing-claims'], queryFn: getListingClaims });

export function useListingClaims() {
  return useQuery(listingClaimsQueryOptions());
}
