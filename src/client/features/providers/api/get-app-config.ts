import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { getJson } from '@client/lib/api-client';

/** `GET /api/config`: what the browser needs from the server's configuration (`TILE_URL`).
 * The tile URL is a Leaflet template such as https://tile.example/{z}/{x}/{y}.png; the
 * attribution is HTML that Leaflet shows in the corner of the map. */
export const appConfigSchema = z.object({
  tileUrl: z.string().min(1),
  tileAttribution: z.string(),
});

export type AppConfig = z.infer<typeof appConfigSchema>;

export async function getAppConfig(): Promise<AppConfig> {
  return appConfigSchema.parse(await getJson<AppConfig>('/api/config'));
}

export const appConfigQueryOptions = () =>
  queryOptions({ queryKey: ['/api/config'], queryFn: getAppConfig });

export function useAppConfig() {
  return useQuery(appConfigQueryOptions());
}
