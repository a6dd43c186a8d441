import type { APIRequestContext } from '@playwright/test';
import type { ProviderPage, ProviderResult } from '../../../src/shared/api/providers';

/** A provider a request reaches by e-mail, with the address the test reads its mail at. */
export type ReachableClinic = ProviderResult & { email: string };

/** The clinic's address as its card lists it (a clinic may have changed it on its listing). */
export function withClinicAddress(provider: ProviderResult): ReachableClinic {
  if (provider.requestBy !== 'email' || !provider.email)
    throw new Error(`${provider.name} is not a clinic reached by e-mail`);
  return { ...provider, email: provider.email };
}

/**
 * North Carolina providers a request reaches by e-mail (the sample data has a hundred in the
 * state), as the family's own search lists them; `baseUrl` for a server of the test's own.
 */
export async function reachableClinicsInNc(
  api: APIRequestContext,
  baseUrl = '',
): Promise<ReachableClinic[]> {
  const found = (await (
    await api.get(`${baseUrl}/api/providers?limit=100&state=NC`)
  ).json()) as ProviderPage;
  return found.providers
    .filter((provider) => provider.requestBy === 'email' && provider.email)
    .map(withClinicAddress);
}
