import type { APIRequestContext } from '@playwright/test';
import type { ProviderPage, ProviderResult } from '../../../src/shared/api/providers';
import { sampleProviders } from '../../../src/server/db/sample-data/sample-providers';

/** A provider a request reaches by e-mail, with the address the test reads its mail at. */
export type ReachableClinic = ProviderResult & { email: string };

// A family's answer says only how a request travels, never the clinic's address: the tests find
// the address where the server got it, in the fixed sample data.
const sampleAddresses = new Map(
  sampleProviders().map((row) => [`${row.name}|${row.phone}`, row.email ?? null]),
);

/** The sample address of a provider the family's search listed as reachable by e-mail. */
export function withSampleAddress(provider: ProviderResult): ReachableClinic {
  const email = sampleAddresses.get(`${provider.name}|${provider.phone}`);
  if (provider.requestBy !== 'email' || !email)
    throw new Error(`${provider.name} is not a sample clinic reached by e-mail`);
  return { ...provider, email };
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
    .filter((provider) => provider.requestBy === 'email')
    .map(withSampleAddress);
}
