import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listingStaffSchema, type ListingStaff } from '@shared/api/clinic-account';
import { apiRequest } from '@client/lib/api-client';
import { listingStaffQueryOptions, staffUrl } from './get-listing-staff';

/** `POST /api/clinic/listings/{providerId}/staff`: the new address is e-mailed a sign-in link. */
export async function addListingStaff(input: {
  providerId: string;
  email: string;
}): Promise<ListingStaff> {
  const response = await apiRequest('POST', staffUrl(input.providerId), { email: input.email });
  return listingStaffSchema.parse(await response.json());
}

export function useAddListingStaff(providerId: string, options: { onAdded?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => addListingStaff({ providerId, email }),
    onSuccess: (staff) => {
      queryClient.setQueryData(listingStaffQueryOptions(providerId).queryKey, staff);
      options.onAdded?.();
    },
  });
}
