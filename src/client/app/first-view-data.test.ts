import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_VIEW_DATA_ID, type FirstViewData } from '@shared/api/first-view';
import { appointmentRequestsQueryOptions } from '@client/lib/api/get-appointment-requests';
import { careBasketQueryOptions } from '@client/lib/api/get-care-basket';
import { createQueryClient } from '@client/lib/query-client';
import { providerFacetsQueryOptions } from '@client/features/providers/api/get-provider-facets';
import { readFirstViewData } from './first-view-data';
import { seedFirstView } from './first-view-seed';
import { startOnProfileSearch } from './profile-search-address';

const profile = {
  insuranceType: 'Medicaid',
  insuranceNetworkId: null,
  desiredServices: ['Autism Diagnosis', 'ADHD Evaluation'],
  zipCode: '27601',
  careFor: 'child' as const,
  childAgeYears: null,
  childAgeMonths: null,
  lookingFor: null,
  phone: null,
  requestLanguage: null,
  travelMiles: 50,
  savedSearch: null,
};

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

function pageCarries(text: string) {
  const script = document.createElement('script');
  script.id = FIRST_VIEW_DATA_ID;
  script.type = 'application/json';
  script.textContent = text;
  document.head.append(script);
}

afterEach(() => document.getElementById(FIRST_VIEW_DATA_ID)?.remove());

describe('the first view data in the page', () => {
  it('fills the signed-in user and profile, so nobody asks the API for them', () => {
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
    pageCarries(JSON.stringify(data).replace(/</g, '\\u003c'));
    const queryClient = createQueryClient();
    seedFirstView(queryClient, readFirstViewData()!);
    expect(queryClient.getQueryData(['/api/auth/user'])).toEqual(user);
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
    pageCarries(JSON.stringify({ user, profile, layout, facets }));
    const queryClient = createQueryClient();
    seedFirstView(queryClient, readFirstViewData()!);
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

  it('says nobody is signed in when the server said so', () => {
    pageCarries('{"user":null}');
    const queryClient = createQueryClient();
    seedFirstView(queryClient, readFirstViewData()!);
    expect(queryClient.getQueryState(['/api/auth/user'])?.status).toBe('success');
    expect(queryClient.getQueryData(['/api/auth/user'])).toBeNull();
    expect(queryClient.getQueryData(['/api/profile'])).toBeUndefined();
  });

  it('is absent from a page without it, or unreadable, and then the API is asked', () => {
    expect(readFirstViewData()).toBeNull();
    pageCarries('{"user":');
    expect(readFirstViewData()).toBeNull();
  });
});

describe('a reload of the provider search', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("starts on the profile's services when the address has no search of its own", () => {
    window.history.replaceState(null, '', '/home?tab=list');
    startOnProfileSearch({ user, profile });
    expect(window.location.search).toBe(
      '?tab=list&service=Autism+Diagnosis&service=ADHD+Evaluation',
    );
  });

  it('keeps a search the address has, and leaves other pages alone', () => {
    window.history.replaceState(null, '', '/home?state=GA');
    startOnProfileSearch({ user, profile });
    expect(window.location.search).toBe('?state=GA');

    window.history.replaceState(null, '', '/profile');
    startOnProfileSearch({ user, profile });
    expect(window.location.search).toBe('');
  });
});
