import { queryOptions } from '@tanstack/react-query';
import { type ProviderFilter } from '@shared/api/provider-query';
import { providerMapSchema, type ProviderMap } from '@shared/api/provider-map';
import type { MapSize } from '@shared/rules/map-view';
import { getJson } from '@client/lib/api-client';
import { writeFilterParams } from '@shared/rules/search-params';

/**
 * What the map asks for: the filters and either a view (the zoom the server clusters at, and the
 * box in view) or, for new filters, the map's size, so the server fits the view and answers for
 * it in the same request.
 */
export type ProviderMapRequest = ProviderFilter & ({ zoom: number } | { size: MapSize });

/** The query string of a map request; equal requests give equal strings (and query keys). */
export function providerMapSearch(request: ProviderMapRequest): string {
  const params = writeFilterParams(request);
  if ('size' in request) {
    params.set('width', String(request.size.width));
    params.set('height', String(request.size.height));
  } else {
    params.set('zoom', String(request.zoom));
  }
  return params.toString();
}

/** `GET /api/providers/map`: the server's clusters and pins for one view, so a directory of
 * 100,000 providers never reaches the browser at once. */
export async function getProviderMap(request: ProviderMapRequest): Promise<ProviderMap> {
  const url = `/api/providers/map?${providerMapSearch(request)}`;
  return providerMapSchema.parse(await getJson<ProviderMap>(url));
}

// Its own first key part (not ['/api/providers', ...]): the list's infinite-query cache entries
// must never be mistaken for map answers, or the other way round. Invalidate with
// `{ queryKey: ['/api/providers/map'] }`.
export const providerMapQueryOptions = (request: ProviderMapRequest) =>
  queryOptions({
    queryKey: ['/api/providers/map', providerMapSearch(request)],
    queryFn: () => getProviderMap(request),
  });
