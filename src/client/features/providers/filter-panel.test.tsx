import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProvider } from './testing/fixtures';
import { providerApi, type ProviderWorld } from './testing/provider-api';
import { renderProvidersPage as renderPage } from './testing/render-page';
import { installTestApi, polyfillRadix } from '../../../../tests/support/test-api';

polyfillRadix();

vi.mock('./components/map-view', () => ({
  MapView: () => <div data-testid="map" />,
}));

// The filter panel and the filters button's badge say what the chips say: the family's own
// insurance and distance, applied by default, show in the panel and count in the badge.
const world: ProviderWorld = {
  directory: [
    buildProvider(1, { name: 'Juniper Path Clinic', acceptedInsurance: ['Aetna'] }),
    buildProvider(2, { name: 'Oak Grove Center', acceptedInsurance: ['Cigna'] }),
    // Nobody has reported its insurance: kept by 'accepted or unknown'.
    buildProvider(3, { name: 'Peachtree Psychology', acceptedInsurance: [] }),
  ],
  profile: { insuranceType: 'Aetna', desiredServices: ['Autism Diagnosis'], zipCode: '27601' },
  basket: [],
  pageSize: 24,
};
installTestApi(providerApi(world));
const location = () => screen.getByTestId('location').textContent;
const chips = () =>
  within(screen.getByRole('list', { name: 'Active filters' }))
    .getAllByRole('listitem')
    .map((chip) => chip.textContent);
const cardNames = () =>
  screen
    .queryAllByRole('article')
    .map((card) => within(card).getAllByRole('heading')[0]!.textContent);
const choice = (scope: HTMLElement, name: string) =>
  within(scope).getByRole('combobox', { name }).textContent;

describe('on a large screen', { timeout: 15_000 }, () => {
  it('shows the applied insurance and distance, and switches insurance as one choice', async () => {
    const user = renderPage();
    await screen.findByRole('article', { name: 'Peachtree Psychology' });
    expect(chips()).toEqual(['Within 50 mi', 'Autism Diagnosis', 'Aetna: accepted or unknown']);
    const panel = screen.getByRole('complementary', { name: 'Filters' });
    expect(choice(panel, 'Insurance')).toBe('Aetna: accepted or unknown');
    expect(choice(panel, 'Distance from home')).toBe('Within 50 miles');
    expect(cardNames()).toEqual(['Juniper Path Clinic', 'Peachtree Psychology']);

    // 'All Insurance' lifts the family's own insurance, as removing its chip does.
    await user.click(within(panel).getByRole('combobox', { name: 'Insurance' }));
    await user.click(screen.getByRole('option', { name: 'All Insurance' }));
    // Never silently: a chip says the insurance is lifted, and that it is to be asked about.
    await waitFor(() =>
      expect(chips()).toEqual([
        'Within 50 mi',
        'Autism Diagnosis',
        'Any insurance: ask about Aetna',
      ]),
    );
    expect(choice(panel, 'Insurance')).toBe('All Insurance');
    expect(location()).toContain('anyInsurance=true');
    await waitFor(() => expect(cardNames()).toHaveLength(3));

    // Another insurer takes the place of the family's own, so panel and chips name one.
    await user.click(within(panel).getByRole('combobox', { name: 'Insurance' }));
    await user.click(screen.getByRole('option', { name: 'Cigna' }));
    await waitFor(() =>
      expect(chips()).toEqual(['Within 50 mi', 'Autism Diagnosis', 'Insurance: Cigna']),
    );
    expect(choice(panel, 'Insurance')).toBe('Cigna');
    await waitFor(() => expect(cardNames()).toEqual(['Oak Grove Center']));

    // The family's own insurance stays a choice, and puts the default back.
    await user.click(within(panel).getByRole('combobox', { name: 'Insurance' }));
    await user.click(screen.getByRole('option', { name: 'Aetna: accepted or unknown' }));
    await waitFor(() =>
      expect(chips()).toEqual(['Within 50 mi', 'Autism Diagnosis', 'Aetna: accepted or unknown']),
    );
    expect(location()).not.toContain('anyInsurance');
    expect(location()).not.toContain('insurance=');
  });

  it('names the stricter choice when only providers accepting it are shown', async () => {
    renderPage('/home?tab=list&matchingOnly=true');
    await screen.findByRole('article', { name: 'Juniper Path Clinic' });
    // Once the profile has said there is an insurance to match.
    await waitFor(() => expect(chips()).toEqual(['Within 50 mi', 'Accepts my insurance']));
    const panel = screen.getByRole('complementary', { name: 'Filters' });
    expect(choice(panel, 'Insurance')).toBe('Accepts my insurance');
    expect(
      within(panel)
        .getByRole('checkbox', { name: 'Show only providers accepting my insurance' })
        .getAttribute('aria-checked'),
    ).toBe('true');
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

  it('counts on the filters button every chip, and the sheet shows what they say', async () => {
    const user = renderPage();
    await screen.findByRole('article', { name: 'Peachtree Psychology' });
    expect(chips()).toHaveLength(3);
    const button = screen.getByRole('button', { name: 'Filters 3 active' });
    await user.click(button);
    const sheet = await screen.findByRole('dialog', { name: /^Filter Providers/ });
    expect(choice(sheet, 'Insurance')).toBe('Aetna: accepted or unknown');
    expect(choice(sheet, 'Distance from home')).toBe('Within 50 miles');
    expect(choice(sheet, 'Service Type')).toBe('Autism Diagnosis');

    await user.click(within(sheet).getByRole('button', { name: 'Done' }));
    await user.click(
      screen.getByRole('button', { name: 'Remove filter: Aetna: accepted or unknown' }),
    );
    await waitFor(() =>
      expect(chips()).toEqual([
        'Within 50 mi',
        'Autism Diagnosis',
        'Any insurance: ask about Aetna',
      ]),
    );
    expect(screen.getByRole('button', { name: 'Filters 3 active' })).toBeTruthy();
  });
});
