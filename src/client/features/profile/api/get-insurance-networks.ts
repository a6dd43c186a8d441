import { queryOptions, useQuery } from '@tanstack/react-query';
import { insuranceNetworkListSchema, type InsuranceNetwork } from '@shared/api/profile';
import { getJson } from '@client/lib/api-client';

/** `GET /api/profile/insurance-networks`: the networks a family may name under its insurance. */
export async function getInsuranceNetworks(): Promise<InsuranceNetwork[]> {
  return insuranceNetworkListSchema.parse(await getJson('/api/profile/insurance-networks'))
    .networks;
}

export const insuranceNetworksQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/profile/insurance-networks'],
    queryFn: getInsuranceNetworks,
    // Admins change directories rarely; a family filling in its profile needs no fresher list.
    staleTime: 5 * 60_000,
  });

export function useInsuranceNetworks() {
  return useQuery(insuranceNetworksQueryOptions());
}
