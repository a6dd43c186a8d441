import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unreachableClinicsSchema, type UnreachableClinic } from '@shared/api/unreachable-clinics';
import { apiRequest, getJson } from '@client/lib/api-client';

const KEY = ['/api/admin/unreachable-clinics'] as const;

/** `GET /api/admin/unreachable-clinics`: most families first. */
export async function getUnreachableClinics(): Promise<UnreachableClinic[]> {
  return unreachableClinicsSchema.parse(await getJson('/api/admin/unreachable-clinics'));
}

export function useUnreachableClinics() {
  return useQuery({ queryKey: KEY, queryFn: getUnreachableClinics });
}

export interface ClinicAddress {
  providerId: string;
  email: string;
}

/**
 * The clinic's address for requests (`PUT /api/providers/{id}/email`, the provider management
 * call), which also sends the requests that waited for it; or (`invite`) an invitation to claim
 * its listing. Either way the list is read again.
 */
export function useClinicAction(action: 'email' | 'invite') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ providerId, email }: ClinicAddress) =>
      action === 'email'
        ? apiRequest('PUT', `/api/providers/${providerId}/email`, { email })
        : apiRequest('POST', `/api/admin/unreachable-clinics/${providerId}/invite`, { email }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
