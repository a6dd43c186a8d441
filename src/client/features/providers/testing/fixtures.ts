import type { BasketItem } from '@shared/api/care-basket';
import type { ProviderFacets, ProviderResult } from '@shared/api/providers';
import { waitInWeeks } from '@shared/rules/wait-time';

// Small builders with overrides: each test file builds its own data, never relying on another's.

export const testId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function buildProvider(n: number, overrides: Partial<ProviderResult> = {}): ProviderResult {
  return {
    id: testId(n),
    name: `Provider ${n}`,
    specialty: 'Psychologist',
    addressLine: null,
    city: 'Durham',
    state: 'NC',
    zipCode: null,
    latitude: 35.99,
    longitude: -78.9,
    locationApproximate: false,
    averageWaitTime: 10,
    nextOpening: null,
    notAccepting: null,
    waitSource: 'listed',
    waitFamilies: null,
    servicesOffered: ['Autism Diagnosis'],
    acceptedInsurance: ['Aetna'],
    profileImageUrl: null,
    phone: null,
    email: null,
    requestBy: 'none',
    websiteUrl: null,
    npiNumber: null,
    source: 'admin',
    acceptingNewPatients: null,
    detailsVerifiedAt: null,
    agesFrom: null,
    agesTo: null,
    languages: null,
    telehealth: null,
    accessibility: null,
    licenseState: null,
    factsReportedAt: null,
    listing: null,
    sourceDirectory: null,
    networkClaims: [],
    matchesInsurance: false,
    distanceMiles: null,
    ...overrides,
  };
}

export function buildBasketItem(provider: ProviderResult, n: number): BasketItem {
  return {
    id: testId(1000 + n),
    addedAt: '2025-03-04T15:30:00.000Z',
    provider: {
      id: provider.id,
      name: provider.name,
      specialty: provider.specialty,
      city: provider.city,
      state: provider.state,
      averageWaitTime: provider.averageWaitTime,
      waitTimeWeeks: waitInWeeks(provider.averageWaitTime),
      nextOpening: provider.nextOpening,
      phone: provider.phone,
      requestBy: provider.requestBy,
      profileImageUrl: provider.profileImageUrl,
      active: true,
    },
  };
}

/** Facets as the server computes them: state counts over all providers, sorted by state. */
export function facetsOf(providers: readonly ProviderResult[]): ProviderFacets {
  const counts = new Map<string, number>();
  for (const { state } of providers) counts.set(state, (counts.get(state) ?? 0) + 1);
  return {
    states: [...counts]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([state, count]) => ({ state, count })),
    services: [...new Set(providers.flatMap((p) => p.servicesOffered))].sort(),
    insurances: [...new Set(providers.flatMap((p) => p.acceptedInsurance))].sort(),
  };
}
