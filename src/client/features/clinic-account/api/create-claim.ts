import { useMutation } from '@tanstack/react-query';
import {
  claimCreatedSchema,
  type ClaimCreated,
  type CreateClaimInput,
} from '@shared/api/clinic-account';
import { apiRequest } from '@client/lib/api-client';

/** `POST /api/clinic/claims`: a code went to the listing's address, or the claim waits for an admin. */
export async function createClaim(input: CreateClaimInput): Promise<ClaimCreated> {
  const response = await apiRequest('POST', '/api/clinic/claims', input);
  return claimCreatedSchema.parse(await response.json());
}

export function useCreateClaim() {
  return useMutation({ mutationFn: createClaim });
}
