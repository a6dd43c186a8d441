import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';
import { listingClaimsQueryOptions } from './get-listing-claims';

export type ClaimDecision = 'approve' | 'decline';

/** `POST /api/admin/listing-claims/{id}/approve` or `/decline`: the clinic is e-mailed either way. */
export async function decideListingClaim(input: {
  id: string;
  decision: ClaimDecision;
}): Promise<void> {
  await apiRequest(
    'POST',
    `/api/admin/listing-claims/${encodeURIComponent(input.id)}/${input.decision}`,
  );
}

export function useDecideListingClaim(options: { onDecided?: (decision: ClaimDecision) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideListingClaim,
    onSuccess: (_answer, input) => options.onDecided?.(input.decision),
    onSettled: () => queryClient.invalidateQueries(listingClaimsQueryOptions()),
  });
}
