import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listingStaffSchema, type ListingStaff } from '@shared/api/clinic-account';
import { apiRequest } from '@client/lib/api-client';
import { listingStaffQueryOptions, staffUrl } from './get-listing-staff';

/** `DELETE /api/clinic/listings/{providerId}/staff/{email}`: never the last address. */
export async function removeListingStaff(input: {
  providerId: string;
  email: string;
}): Promise<ListingStaff> {
  const url = `${staffUrl(input.providerId)}/${encodeURIComponent(input.email)}`;
  return listingStaffSchema.parse(await (await apiRequest('DELETE', url)).json());
}

export function useRemoveListingStaff(providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => removeListingStaff({ providerId, email }),
    onSuccess: (staff) =>
      queryClient.setQueryData(listingStaffQueryOptions(providerId).queryKey, staff),
  });
}
