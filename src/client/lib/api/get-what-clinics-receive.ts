import { queryOptions, useQuery } from '@tanstack/react-query';
import { whatClinicsReceiveSchema, type WhatClinicsReceive } from '@shared/api/care-basket';
import { getJson } from '@client/lib/api-client';

/** `GET /api/care-basket/what-clinics-receive`: the facts each clinic asked would be told. */
export async function getWhatClinicsReceive(): Promise<WhatClinicsReceive> {
  return whatClinicsReceiveSchema.parse(
    await getJson<WhatClinicsReceive>('/api/care-basket/what-clinics-receive'),
  );
}

export const whatClinicsReceiveQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/care-basket/what-clinics-receive'],
    queryFn: getWhatClinicsReceive,
  });

export function useWhatClinicsReceive() {
  return useQuery(whatClinicsReceiveQueryOptions());
}
