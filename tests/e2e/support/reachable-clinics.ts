import { randomInt } from 'node:crypto';
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

/**
 * A family near Raleigh on Medicaid, asking for an autism diagnosis, sends a request to one such
 * clinic, chosen at random so that tests running side by side ask different ones; returns it.
 */
export async function requestFromOneClinic(api: APIRequestContext): Promise<ReachableClinic> {
  await api.put('/api/profile', {
    data: { insuranceType: 'Medicaid', desiredServices: ['Autism Diagnosis'], zipCode: '27601' },
  });
  const reachable = await reachableClinicsInNc(api);
  const clinic = reachable[randomInt(reachable.length)]!;
  await api.post('/api/care-basket', { data: { providerId: clinic.id } });
  const sent = await api.post('/api/appointment-requests/submit');
  if (sent.status() !== 201) throw new Error(`sending the request answered ${sent.status()}`);
  return clinic;
}
