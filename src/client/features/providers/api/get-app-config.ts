import { queryOptions, useQuery } from '@tanstack/react-query';
import { appConfigSchema, type AppConfig } from '@shared/api/app-config';
import { getJson } from '@client/lib/api-client';

export async function getAppConfig(): Promise<AppConfig> {
  return appConfigSchema.parse(await getJson<AppConfig>('/api/config'));
}

export const appConfigQueryOptions = () =>
  queryOptions({ queryKey: ['/api/config'], queryFn: getAppConfig });

export function useAppConfig() {
  return useQuery(appConfigQueryOptions());
}
