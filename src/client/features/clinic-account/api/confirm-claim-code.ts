import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';

/** `POST /api/clinic/claims/{id}/code`: the code from the listing's inbox. */
export async function confirmClaimCode(input: { claimId: string; code: string }): Promise<void> {
  await apiRequest('POST', `/api/clinic/claims/${encodeURIComponent(input.claimId)}/code`, {
    code: input.code,
  });
}

export function useConfirmClaimCode() {
  return useMutation({ mutationFn: confirmClaimCode });
}
