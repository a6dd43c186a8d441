import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../../../tests/support/axe-jsdom';
import { buildProvider } from './testing/fixtures';
import { providerApi, type ProviderWorld } from './testing/provider-api';
import { renderProvidersPage as renderPage } from './testing/render-page';
import { installTestApi, polyfillRadix } from '../../../../tests/support/test-api';

polyfillRadix();

vi.mock('./components/map-view', () => ({
  MapView: ({ filters }: { filters: object }) => (
    <div data-testid="map">{JSON.stringify(filters)}</div>
  ),
}));

// The first view from the profile, the filters as chips, and clearing them
// (docs/product.md#filters).
const world: ProviderWorld = {
  directory: [
    buildProvider(1, {
      name: 'Juniper Path Clinic',
      servicesOffered: ['ADHD Evaluation', 'Autism Diagnosis'],
      accessibility: ['adacomp'],
    }),
    buildProvider(2, {
      name: 'Oak Grove Center',
      servicesOffered: ['Autism Diagnosis'],
      // Near a bus stop says nothing of getting through the door.
      accessibility: ['pubtrans'],
    }),
    buildProvider(3, {
      name: 'Peachtree Psychology',
      state: 'GA',
      servicesOffered: ['Family Counseling'],
    }),
  ],
  profile: { insuranceType: 'Aetna', desiredServices: [], zipCode: '27601' },
  basket: [],
  pageSize: 24,
};
const api = installTestApi(providerApi(world));
const listRequests = () =>
  api.received.filter((r) => r.path === '/api/providers').map((r) => r.query.toString());
const location = () => screen.getByTestId('location').textContent;
const cardNames = () =>
  screen
    .queryAllByRole('article')
    .map((card) => within(card).getAllByRole('heading')[0]!.textContent);
const chips = () =>
  within(screen.getByRole('list', { name: 'Active filters' }))
    .getAllByRole('listitem')
    .map((chip) => chip.textContent);

beforeEach(() => {
  world.profile = {
    insuranceType: 'Aetna',
    desiredServices: ['Autism Diagnosis', 'ADHD Evaluation'],
    zipCode: '27601',
  };
});

describe('the first view', { timeout: 15_000 }, () => {
  it("applies the profile's services as chips, searched only once, all of them by default", async () => {
    const user = renderPage();
    const juniper = await screen.findByRole('article', { name: 'Juniper Path Clinic' });
    expect(chips()).toEqual([
      'Within 50 mi',
      'Autism Diagnosis',
      'ADHD Evaluation',
      'Aetna: accepted or unknown',
    ]);
    // Only a provider offering every service the child needs, saying so.
    expect(cardNames()).toEqual(['Juniper Path Clinic']);
    expect(within(juniper).getByText('Offers Autism Diagnosis, ADHD Evaluation')).toBeTruthy();
    // Nothing was asked for before the profile said which services.
    expect(listRequests()).toEqual([
      'service=ADHD+Evaluation&service=Autism+Diagnosis&sort=soonest',
    ]);
    expect(location()).toBe('?tab=list&service=Autism+Diagnosis&service=ADHD+Evaluation');
    expect(await seriousAxeViolations()).toEqual([]);

    // Any one of them, as a choice: each card says which it offers.
    expect((screen.getByRole('radio', { name: 'All of them' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await user.click(screen.getByRole('radio', { name: 'Any of them' }));
    const oakGrove = await screen.findByRole('article', { name: 'Oak Grove Center' });
    expect(cardNames()).toEqual(['Juniper Path Clinic', 'Oak Grove Center']);
    expect(within(oakGrove).getByText('Offers Autism Diagnosis')).toBeTruthy();
    expect(location()).toBe(
      '?tab=list&service=Autism+Diagnosis&service=ADHD+Evaluation&anyService=true',
    );
  });

  it('keeps a link that says what to search', async () => {
    renderPage('/home?tab=list&state=GA');
    await screen.findByRole('article', { name: 'Peachtree Psychology' });
    await waitFor(() =>
      expect(chips()).toEqual(['Within 50 mi', 'State: GA', 'Aetna: accepted or unknown']),
    );
    expect(listRequests()).toEqual(['state=GA&sort=soonest']);
  });
});

describe('filter chips', { timeout: 15_000 }, () => {
  it('removes one filter from its chip, and all but distance and insurance with Clear filters', async () => {
    const user = renderPage('/home?tab=list&state=NC&insurance=Aetna&matchingOnly=true');
    await screen.findByRole('article', { name: 'Oak Grove Center' });
    expect(chips()).toEqual([
      'Within 50 mi',
      'State: NC',
      'Insurance: Aetna',
      'Accepts my insurance',
    ]);

    await user.click(screen.getByRole('button', { name: 'Remove filter: Insurance: Aetna' }));
    await waitFor(() =>
      expect(chips()).toEqual(['Within 50 mi', 'State: NC', 'Accepts my insurance']),
    );
    expect(location()).toBe('?tab=list&state=NC&matchingOnly=true');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'oak');
    expect(
      await screen.findByRole('button', { name: 'Remove filter: Search: "oak"' }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove filter: Search: "oak"' }));
    await waitFor(() =>
      expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe(
        '',
      ),
    );

    expect(screen.getAllByRole('button', { name: 'Clear filters' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    // The family's own distance and insurance stay, with their own chips, and the page says so.
    await waitFor(() => expect(chips()).toEqual(['Within 50 mi', 'Accepts my insurance']));
    expect(location()).toBe('?tab=list&matchingOnly=true');
    expect(
      screen.getByText(
        'Your insurance and travel distance stay. Change them with their chips or in Filters.',
      ),
    ).toBeTruthy();
    // Nothing else to clear: no 'Clear filters' left.
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('keeps only providers reported accessible, from the checkbox to the URL and a chip', async () => {
    const user = renderPage('/home?tab=list&state=NC');
    await screen.findByRole('article', { name: 'Oak Grove Center' });
    await user.click(screen.getByRole('checkbox', { name: 'Accessible for disabilities' }));

    await waitFor(() => expect(cardNames()).toEqual(['Juniper Path Clinic']));
    expect(location()).toBe('?tab=list&state=NC&accessible=true');
    expect(listRequests().at(-1)).toContain('accessible=true');
    // Unlike telehealth, nobody has said stays out: the chip says only a report counts.
    expect(chips()).toEqual([
      'Within 50 mi',
      'State: NC',
      'Accessible for disabilities: reported',
      'Aetna: accepted or unknown',
    ]);

    await user.click(
      screen.getByRole('button', { name: 'Remove filter: Accessible for disabilities: reported' }),
    );
    await waitFor(() => expect(cardNames()).toEqual(['Juniper Path Clinic', 'Oak Grove Center']));
    expect(location()).toBe('?tab=list&state=NC');
    expect(
      (
        screen.getByRole('checkbox', { name: 'Accessible for disabilities' }) as HTMLElement
      ).getAttribute('aria-checked'),
    ).toBe('false');
  });

  it('names the filters behind an empty result, then Clear filters lifts all but distance and insurance', async () => {
    const user = renderPage();
    await screen.findByRole('article', { name: 'Juniper Path Clinic' });
    await user.click(screen.getByRole('button', { name: 'Remove filter: ADHD Evaluation' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
    expect(
      await screen.findByText(
        'No providers match "zzz" within 50 miles of home with Autism Diagnosis accepting Aetna or not known to refuse it.',
      ),
    ).toBeTruthy();
    // One 'Clear filters', right after the message.
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    expect(clear).toHaveLength(1);
    await user.click(clear[0]!);

    const cleared = '?tab=list';
    await waitFor(() => expect(location()).toBe(cleared));
    expect(chips()).toEqual(['Within 50 mi', 'Aetna: accepted or unknown']);
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('');
    // Cleared stays cleared: the profile's services do not come back.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(location()).toBe(cleared);
  });

  it('keeps the older wording when the state is the only filter', async () => {
    world.directory = world.directory.filter((p) => p.state !== 'GA');
    // No home and no insurance: nothing of the family's own narrows the search.
    world.profile = { insuranceType: null, desiredServices: [], zipCode: null };
    try {
      renderPage('/home?tab=list&state=GA');
      expect(await screen.findByText('No providers found in GA.')).toBeTruthy();
      expect(screen.getAllByRole('button', { name: 'Clear filters' })).toHaveLength(1);
    } finally {
      world.directory = [
        ...world.directory,
        buildProvider(3, {
          name: 'Peachtree Psychology',
          state: 'GA',
          servicesOffered: ['Family Counseling'],
        }),
      ];
    }
  });
});
