import type { APIRequestContext } from '@playwright/test';
import type { ProviderPage, ProviderResult } from '../../../src/shared/api/providers';

/**
 * North Carolina providers a request reaches by e-mail (the sample data has a hundred in the
 * state), as the family's own search lists them; `baseUrl` for a server of the test's own.
 */
export async function reachableClinicsInNc(
  api: APIRequestContext,
  baseUrl = '',
): Promise<ProviderResult[]> {
  const found = (await (
    await api.get(`${baseUrl}/api/providers?limit=100&state=NC`)
  ).json()) as ProviderPage;
  return found.providers.filter((provider) => provider.email !== null);
}
