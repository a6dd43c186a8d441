import { queryOptions, useQuery } from '@tanstack/react-query';
import { serviceWaitsSchema, type ServiceWaits } from '@shared/api/providers';
import { getJson } from '@client/lib/api-client';

/** `GET /api/providers/service-waits`: each service's typical wait in the directory. */
export async function getServiceWaits(): Promise<ServiceWaits> {
  return serviceWaitsSchema.parse(await getJson<ServiceWaits>('/api/providers/service-waits'));
}

export const serviceWaitsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/providers/service-waits'], queryFn: getServiceWaits });

export function useServiceWaits() {
  return useQuery(serviceWaitsQueryOptions());
}
