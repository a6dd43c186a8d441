import { queryOptions, useQuery } from '@tanstack/react-query';
import { listingStaffSchema, type ListingStaff } from '@shared/api/clinic-account';
import { getJson } from '@client/lib/api-client';

export const staffUrl = (providerId: string) =>
  `/api/clinic/listings/${encodeURIComponent(providerId)}/staff`;

/** `GET /api/clinic/listings/{providerId}/staff`: the addresses that keep the listing. */
export async function getListingStaff(providerId: string): Promise<ListingStaff> {
  return listingStaffSchema.parse(await getJson(staffUrl(providerId)));
}

export const listingStaffQueryOptions = (providerId: string) =>
  queryOptions({
    queryKey: ['/api/clinic/listings', providerId, 'staff'],
    queryFn: () => getListingStaff(providerId),
  });

export function useListingStaff(providerId: string) {
  return useQuery(listingStaffQueryOptions(providerId));
}
