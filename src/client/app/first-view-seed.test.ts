import { describe, expect, it } from 'vitest';
import type { FirstViewData } from '@shared/api/first-view';
import { appointmentRequestsQueryOptions } from '@client/lib/api/get-appointment-requests';
import { careBasketQueryOptions } from '@client/lib/api/get-care-basket';
import { createQueryClient } from '@client/lib/query-client';
import { providerFacetsQueryOptions } from '@client/features/providers/api/get-provider-facets';
import { buildProfile } from '../../../tests/support/profile-fixtures';
import { seedLayoutData, seedPageData } from './first-view-seed';

// What the server's loaders hand the browser's query cache for a page's first view.

/** As the root's loader and the page's do, each with its part. */
function seeded(data: FirstViewData) {
  const queryClient = createQueryClient();
  seedLayoutData(queryClient, data);
  seedPageData(queryClient, data);
  return queryClient;
}

const profile = buildProfile({
  insuranceType: 'Medicaid',
  desiredServices: ['Autism Diagnosis', 'ADHD Evaluation'],
});

const user = {
  id: 'u1',
  email: 'ana@example.org',
  firstName: 'Ana',
  lastName: 'Ruiz',
  profileImageUrl: null,
  role: 'user',
  emailVerified: true,
  hasPassword: true,
  language: 'es',
} as const;

describe('the first view data', () => {
  it("fills the profile and the list's first page, so nobody asks the API for them", () => {
    const data: FirstViewData = {
      user,
      profile,
      providers: {
        params: { service: ['Autism Diagnosis'], sort: 'soonest' },
        page: {
          providers: [],
          total: 0,
          nextCursor: null,
          known: { telehealth: null, language: null },
        },
      },
    };
    const queryClient = seeded(data);
    expect(queryClient.getQueryData(['/api/profile'])).toEqual(data.profile);
    // The list's first page, under the key the list asks with for the same search.
    expect(
      queryClient.getQueryData([
        '/api/providers',
        { sort: 'soonest', service: ['Autism Diagnosis'] },
      ]),
    ).toEqual({ pages: [data.providers!.page], pageParams: [null] });
  });

  it("fills what the provider search shows beside its results under its queries' own keys", () => {
    const layout = { basket: [], requests: [] } satisfies NonNullable<FirstViewData['layout']>;
    const facets = {
      states: [{ state: 'NC', count: 3 }],
      services: ['Autism Diagnosis'],
      insurances: [],
    } satisfies NonNullable<FirstViewData['facets']>;
    const queryClient = seeded({ user, profile, layout, facets });
    // Fresh for good (the queries never go stale), so none of them asks the API on mount.
    for (const [options, data] of [
      [careBasketQueryOptions(), layout.basket],
      [appointmentRequestsQueryOptions(), layout.requests],
      [providerFacetsQueryOptions(), facets],
    ] as const) {
      expect(queryClient.getQueryData(options.queryKey)).toEqual(data);
      expect(queryClient.getQueryState(options.queryKey)?.status).toBe('success');
    }
  });

  it('fills nothing for a visitor (who is signed in goes beside it, in the session)', () => {
    const queryClient = seeded({ user: null });
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
