import { screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KnownFacts } from '@shared/api/providers';
import type { ProviderFilter } from '@shared/api/provider-query';
import { mapFilterKey, useProviderMapData } from './map/use-map-data';
import { seriousAxeViolations } from '../../../../tests/support/axe-jsdom';
import { buildProvider } from './testing/fixtures';
import { providerApi, type ProviderWorld } from './testing/provider-api';
import { renderProvidersPage as renderPage } from './testing/render-page';
import { installTestApi, polyfillRadix } from '../../../../tests/support/test-api';

polyfillRadix();

// The map has its own tests; here a stand-in shows which filters the Map tab would draw, and
// makes the map's request for them, which tells the page how many providers match.
vi.mock('./components/map-view', () => ({
  MapView: function MapStandIn({
    filters,
    onMatching,
  }: {
    filters: ProviderFilter;
    onMatching?: (
      filterKey: string,
      matching: number | undefined,
      known: KnownFacts | undefined,
    ) => void;
  }) {
    const { matching, known } = useProviderMapData(filters, { width: 800, height: 600 }, null);
    useEffect(
      () => onMatching?.(mapFilterKey(filters), matching, known),
      [onMatching, filters, matching, known],
    );
    return <div data-testid="map">{JSON.stringify(filters)}</div>;
  },
}));

const world: ProviderWorld = {
  directory: [
    buildProvider(1, { name: 'Juniper Path Clinic', servicesOffered: ['ADHD Evaluation'] }),
    buildProvider(2, { name: 'Oak Grove Center', averageWaitTime: 5 }),
    buildProvider(3, { name: 'Peachtree Psychology', state: 'GA' }),
  ],
  profile: { insuranceType: 'Aetna', desiredServices: [], zipCode: null },
  basket: [],
  pageSize: 24,
};
const api = installTestApi(providerApi(world));
const listRequests = () =>
  api.received.filter((r) => r.path === '/api/providers').map((r) => r.query.toString());
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  world.profile = { insuranceType: 'Aetna', desiredServices: [], zipCode: null };
});

describe('tabs and URL', { timeout: 15_000 }, () => {
  it('opens on the map with the filters from the URL and switches tabs in the URL', async () => {
    const user = renderPage('/home?state=NC&q=oak&service=ADHD%20Evaluation&matchingOnly=true');
    expect(screen.getByRole('tab', { name: 'Map' }).getAttribute('aria-selected')).toBe('true');
    expect(JSON.parse(screen.getByTestId('map').textContent!)).toEqual({
      state: 'NC',
      q: 'oak',
      service: ['ADHD Evaluation'],
      matchingOnly: true,
    });
    expect(await screen.findByText('0 provider(s) found')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'List' }));
    expect(location()).toContain('tab=list');
    expect(
      await screen.findByText(
        'No providers match "oak" in NC with ADHD Evaluation accepting your insurance.',
      ),
    ).toBeTruthy();
    expect(screen.queryByTestId('map')).toBeNull();
  });

  it('drops parameters it cannot use rather than failing', async () => {
    renderPage('/home?tab=list&state=Carolina&sort=distance&matchingOnly=yes');
    await screen.findByRole('article', { name: 'Juniper Path Clinic' });
    // Once the profile has loaded without a ZIP code, there is no distance to sort by.
    await waitFor(() => expect(listRequests().at(-1)).toBe('sort=soonest'));
    expect(
      listRequests().every((query) => !query.includes('state') && !query.includes('matching')),
    ).toBe(true);
  });

  it('sorts soonest first by default, and offers distance only with a ZIP code', async () => {
    const user = renderPage();
    await screen.findByRole('article', { name: 'Juniper Path Clinic' });
    expect(listRequests()).toEqual(['sort=soonest']);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort.textContent).toBe('Soonest');
    await user.click(sort);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Soonest', 'Name']);
    await user.click(screen.getByRole('option', { name: 'Name' }));
    await waitFor(() => expect(listRequests()).toContain('sort=name'));
    expect(location()).toBe('?tab=list&sort=name');
  });

  it('reads sort=wait, an older link, as Soonest', async () => {
    world.profile = { insuranceType: 'Aetna', desiredServices: [], zipCode: '27601' };
    const user = renderPage('/home?tab=list&sort=wait');
    await screen.findByRole('article', { name: 'Juniper Path Clinic' });
    expect(listRequests()).toEqual(['sort=soonest']);
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Soonest',
      'Distance',
      'Name',
    ]);
  });

  it('filters by service from the side panel on a large screen', async () => {
    const user = renderPage();
    await screen.findByRole('combobox', { name: 'State' }); // the choices have loaded
    const panel = screen.getByRole('complementary', { name: 'Filters' });
    await user.click(within(panel).getByRole('combobox', { name: 'Service Type' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All Services',
      'ADHD Evaluation',
      'Autism Diagnosis',
    ]);
    await user.click(screen.getByRole('option', { name: 'ADHD Evaluation' }));
    expect(await within(panel).findByText('1 provider(s) found')).toBeTruthy();
    expect(within(panel).getByText('Matches your insurance')).toBeTruthy();
    expect(within(panel).getByText('Other providers')).toBeTruthy();
  });
});

describe('below 1024 px', { timeout: 15_000 }, () => {
  const width = window.innerWidth;
  beforeEach(() => {
    window.innerWidth = 375;
  });
  afterEach(() => {
    window.innerWidth = width;
  });

  it('keeps the controls in the Filter Providers bottom sheet', async () => {
    const user = renderPage();
    await screen.findByRole('article', { name: 'Juniper Path Clinic' });
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();

    // On the list the bar holds the order in place of the legend's toggle.
    expect(screen.queryByRole('button', { name: 'Legend' })).toBeNull();
    expect(screen.getAllByRole('combobox', { name: 'Sort by' })).toHaveLength(1);

    // One chip already: the family's insurance, applied by default.
    const filtersButton = screen.getByRole('button', { name: 'Filters 1 active' });
    await user.click(filtersButton);
    const sheet = await screen.findByRole('dialog', { name: 'Filter Providers (3)' });
    // The legend is in the sheet instead.
    expect(within(sheet).getByText('Other providers')).toBeTruthy();
    await user.type(within(sheet).getByRole('searchbox', { name: 'Search' }), 'peach');
    expect(await screen.findByRole('dialog', { name: 'Filter Providers (1)' })).toBeTruthy();
    expect(await seriousAxeViolations()).toEqual([]);

    await user.click(within(sheet).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The badge counts the chips: the search and the family's own insurance.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filters 2 active' }));
    expect(location()).toBe('?tab=list&q=peach');

    // The search shows as a chip, and 'Clear filters' sits beside the chips.
    expect(screen.getByRole('button', { name: 'Remove filter: Search: "peach"' })).toBeTruthy();
    // It keeps the family's insurance, and says so.
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('3 provider(s) found')).toBeTruthy();
    expect(location()).toBe('?tab=list');
    expect(screen.getByText(/Your insurance and travel distance stay/)).toBeTruthy();
  });
});
