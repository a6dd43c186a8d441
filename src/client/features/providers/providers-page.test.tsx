import { screen, waitFor, within } from '@testing-library/react';
import { toast } from '@client/lib/toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../../../tests/support/axe-jsdom';
import { buildProvider } from './testing/fixtures';
import { providerApi, type ProviderWorld } from './testing/provider-api';
import { renderProvidersPage as renderPage } from './testing/render-page';
import { installTestApi, polyfillRadix } from '../../../../tests/support/test-api';

polyfillRadix();

// The map has its own tests; here a stand-in shows which filters the Map tab would draw.
vi.mock('./components/map-view', () => ({
  MapView: ({ filters }: { filters: object }) => (
    <div data-testid="map">{JSON.stringify(filters)}</div>
  ),
}));

const juniper = buildProvider(1, {
  name: 'Juniper Path Clinic',
  specialty: 'Child Psychologist',
  addressLine: '400 Main St',
  zipCode: '27701',
  averageWaitTime: 18,
  distanceMiles: 4.2,
  servicesOffered: ['Autism Diagnosis', 'Applied Behavior Analysis (ABA)'],
  acceptedInsurance: ['Aetna', 'Medicaid'],
  phone: '(919) 555-0100',
  requestBy: 'email',
  websiteUrl: 'https://juniper.example.org/start?ref=finder',
  source: 'sample',
  matchesInsurance: true,
  acceptingNewPatients: true,
  detailsVerifiedAt: new Date(Date.now() - 12 * 24 * 60 * 60 * 1000).toISOString(),
  agesFrom: 2,
  agesTo: 12,
  languages: ['en', 'es'],
  telehealth: true,
  accessibility: ['handiaccess', 'pubtrans'],
  factsReportedAt: '2026-11-20T15:00:00.000Z',
  networkClaims: [
    {
      networkId: '00000000-0000-4000-8000-0000000000c1',
      network: 'Green Circle of Connecticut HMO',
      plans: [],
      acceptingNewPatients: true,
      directory: 'Green Circle',
      insuranceType: 'Aetna',
      retrievedAt: '2026-11-26T15:00:00.000Z',
      clinicSaidNoAt: null,
    },
  ],
});
const oakGrove = buildProvider(2, {
  name: 'Oak Grove Developmental Center',
  city: 'Raleigh',
  averageWaitTime: null,
  acceptedInsurance: [],
  phone: '(919) 555-0144',
  requestBy: 'phone',
});
const peachtree = buildProvider(3, { name: 'Peachtree Psychology', city: 'Atlanta', state: 'GA' });
const world: ProviderWorld = {
  directory: [juniper, oakGrove, peachtree],
  profile: { insuranceType: 'Aetna', desiredServices: [], zipCode: '27701' },
  basket: [],
  pageSize: 24,
};
const api = installTestApi(providerApi(world));

beforeEach(() => {
  world.profile = { insuranceType: 'Aetna', desiredServices: [], zipCode: '27701' };
  world.basket = [];
  world.pageSize = 24;
});
afterEach(() => {
  toast.dismiss();
});

const card = async (name: string) => screen.findByRole('article', { name }) as Promise<HTMLElement>;
const hrefOf = (element: HTMLElement) => element.getAttribute('href');
const listRequests = () =>
  api.received.filter((r) => r.path === '/api/providers').map((r) => r.query.toString());

// jsdom with axe over a page of cards is slow on a busy machine; the default 5 s is too tight.
describe('providers page, list tab', { timeout: 15_000 }, () => {
  it('shows each card with its fields and links', async () => {
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Find Healthcare Providers' }),
    ).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'List' }).getAttribute('aria-selected')).toBe('true');
    const first = within(await card('Juniper Path Clinic'));
    expect(first.getByRole('heading', { level: 3, name: 'Juniper Path Clinic' })).toBeTruthy();
    for (const text of [
      'JP',
      'Child Psychologist',
      '400 Main St, Durham, NC 27701',
      '3 weeks wait',
      '4.2 mi away',
    ]) {
      expect(first.getByText(text)).toBeTruthy();
    }
    expect(first.getByText('Sample data')).toBeTruthy();
    expect(first.getByText('Applied Behavior Analysis (ABA)')).toBeTruthy();
    expect(first.getByText('Medicaid')).toBeTruthy();
    expect(first.getByText('Accepting new patients')).toBeTruthy();
    expect(first.getByText('Insurance and services verified 12 days ago')).toBeTruthy();
    for (const text of [
      '2 to 12 years',
      'English, Spanish',
      'Yes, licensed in NC',
      'Accessible for disabilities, Near public transit',
      'Ages, languages and telehealth reported by the clinic on 20 November 2026',
      'In network: Green Circle of Connecticut HMO — payer directory Green Circle, checked 26 November 2026 · taking new patients',
    ]) {
      expect(first.getByText(text)).toBeTruthy();
    }
    expect(hrefOf(first.getByRole('link', { name: '(919) 555-0100' }))).toBe('tel:9195550100');
    expect(hrefOf(first.getByRole('link', { name: /^Directions/ }))).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=400+Main+St%2C+Durham%2C+NC+27701',
    );
    // How a request travels, never the clinic's address.
    expect(first.getByText('Request by e-mail')).toBeTruthy();
    expect(first.queryByRole('link', { name: /@/ })).toBeNull();
    // Every link to the clinic's own site says whose site it is, and that it opens a new tab.
    const newTab = " (opens the clinic's own site in a new tab)";
    const website = first.getByRole('link', { name: `juniper.example.org${newTab}` });
    expect([hrefOf(website), website.getAttribute('target')]).toEqual([
      juniper.websiteUrl,
      '_blank',
    ]);
    expect(website.getAttribute('rel')).toContain('noopener');
    const booking = first.getByRole('link', { name: `Book on their website${newTab}` });
    expect([hrefOf(booking), booking.getAttribute('target')]).toEqual([
      'https://juniper.example.org/start?ref=finder&appointment=true',
      '_blank',
    ]);
    const contact = first.getByRole('link', { name: `Contact form on their website${newTab}` });
    expect([hrefOf(contact), contact.getAttribute('target')]).toEqual([
      'https://juniper.example.org/start?ref=finder&contact=true',
      '_blank',
    ]);
    // Booking through the clinic's site is never called what asking through the app is.
    expect(first.queryByRole('link', { name: /Book Appointment/ })).toBeNull();

    const second = within(await card('Oak Grove Developmental Center'));
    expect(second.getByText(/^Call to request:/).textContent).toBe(
      'Call to request: (919) 555-0144',
    );
    expect(
      second.getAllByRole('link', { name: '(919) 555-0144' }).map((link) => hrefOf(link)),
    ).toContain('tel:9195550144');
    const third = within(await card('Peachtree Psychology'));
    expect(
      third.getByText('No way to reach this clinic yet: no e-mail address or phone number'),
    ).toBeTruthy();
    expect(second.getByText('Wait time not reported')).toBeTruthy();
    // Insurance, ages, languages, telehealth and accessibility: nobody has said.
    expect(second.getAllByText('Not reported')).toHaveLength(5);
    expect(second.queryByText(/verified|new patients/)).toBeNull();
    // No website, no street: only its phone links.
    expect(second.getAllByRole('link').map((link) => hrefOf(link))).toEqual([
      'tel:9195550144',
      'tel:9195550144',
    ]);
    expect(screen.getByRole('status').textContent).toBe('3 provider(s) found');
    expect(screen.queryByText(/Complete your profile/)).toBeNull();
    expect(screen.queryByText('Top Appointment Options')).toBeNull();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('adds to the care basket and removes again from the same button', async () => {
    const user = renderPage();
    const first = within(await card('Juniper Path Clinic'));
    await user.click(first.getByRole('button', { name: 'Add to Care Basket' }));

    expect(await screen.findByText('Added to Care Basket')).toBeTruthy();
    const inBasket = await first.findByRole('button', { name: 'In Care Basket' });
    expect(inBasket.getAttribute('aria-pressed')).toBe('true');
    expect(api.received.find((r) => r.method === 'POST')?.body).toEqual({ providerId: juniper.id });

    // By keyboard alone: the same button takes it out again and keeps the focus.
    await waitFor(() => expect(inBasket.getAttribute('aria-disabled')).toBeNull());
    inBasket.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Removed from Care Basket')).toBeTruthy();
    expect(await first.findByRole('button', { name: 'Add to Care Basket' })).toBe(inBasket);
    expect(document.activeElement).toBe(inBasket);
    expect(world.basket).toEqual([]);
  });

  it('filters by state, shows the badge and keeps the state in the URL', async () => {
    const user = renderPage();
    await card('Juniper Path Clinic');
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All States',
      'GA (1)',
      'NC (2)',
    ]);
    await user.click(screen.getByRole('option', { name: 'GA (1)' }));

    expect(await screen.findByText('Showing 1 provider in GA')).toBeTruthy();
    expect(await card('Peachtree Psychology')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Juniper Path Clinic' })).toBeNull();
    expect(listRequests()).toContain('state=GA&sort=soonest');
    expect(screen.getByTestId('location').textContent).toBe('?tab=list&state=GA');
  });

  it('searches by name or city after typing stops, and says when nothing matches', async () => {
    const user = renderPage('/home?tab=list&state=GA');
    await card('Peachtree Psychology');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'durham');

    // The family's own distance and insurance are named too.
    expect(
      await screen.findByText(
        'No providers match "durham" in GA within 50 miles of home accepting Aetna or not known to refuse it.',
      ),
    ).toBeTruthy();
    expect(listRequests()).toContain('state=GA&q=durham&sort=soonest');
    expect(listRequests().filter((q) => q.includes('q=d'))).toHaveLength(1);

    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(screen.getByRole('option', { name: 'All States' }));
    expect(await card('Juniper Path Clinic')).toBeTruthy();
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nowhere');
    expect(
      await screen.findByText(
        'No providers match "nowhere" within 50 miles of home accepting Aetna or not known to refuse it.',
      ),
    ).toBeTruthy();
  });

  it('asks for the profile without an insurance and offers no insurance-only filter', async () => {
    world.profile = { insuranceType: null, desiredServices: [], zipCode: null };
    renderPage();
    expect(
      await screen.findByText('Complete your profile to find providers that accept your insurance'),
    ).toBeTruthy();
    expect(hrefOf(screen.getByRole('link', { name: 'Complete Profile' }))).toBe('/profile');
    expect(
      screen.queryByRole('checkbox', { name: 'Show only providers accepting my insurance' }),
    ).toBeNull();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('sends the insurance-only filter when the box is ticked', async () => {
    const user = renderPage();
    await card('Oak Grove Developmental Center');
    await user.click(
      screen.getByRole('checkbox', { name: 'Show only providers accepting my insurance' }),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: /Oak Grove/ })).toBeNull());
    expect(listRequests()).toContain('matchingOnly=true&sort=soonest');
  });

  it('loads the next page with Show more and focuses its first card', async () => {
    world.pageSize = 2;
    const user = renderPage();
    await card('Oak Grove Developmental Center');
    expect(screen.queryByRole('article', { name: 'Peachtree Psychology' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show more' }));

    const third = await card('Peachtree Psychology');
    await waitFor(() => expect(document.activeElement).toBe(third));
    expect(listRequests()).toEqual(['sort=soonest', 'sort=soonest&cursor=2']);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});

describe('providers page, list tab on a phone', { timeout: 15_000 }, () => {
  const width = window.innerWidth;
  beforeEach(() => {
    window.innerWidth = 375;
  });
  afterEach(() => {
    window.innerWidth = width;
  });

  it('shows a compact card and keeps the details behind Show details', async () => {
    const user = renderPage();
    const article = await card('Juniper Path Clinic');
    const first = within(article);
    // The five things a phone shows at once: name, distance, wait and source, insurance, basket;
    // 'Sample data' and the rest wait for the details.
    expect(first.getByRole('heading', { level: 3, name: 'Juniper Path Clinic' })).toBeTruthy();
    expect(first.getByText('4.2 mi away')).toBeTruthy();
    expect(first.getByText('3 weeks wait')).toBeTruthy();
    expect(first.getByText('listed')).toBeTruthy();
    expect(first.getByText('Accepts Aetna')).toBeTruthy();
    expect(first.getByRole('button', { name: 'Add to Care Basket' })).toBeTruthy();
    const inDetails = [
      'Child Psychologist',
      '400 Main St, Durham, NC 27701',
      'Services Offered',
      'Medicaid',
      'Sample data',
    ];
    for (const text of inDetails) {
      expect(first.queryByText(text)).toBeNull();
    }
    expect(first.queryByRole('link')).toBeNull();

    const toggle = first.getByRole('button', { name: 'Show details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // By keyboard: Enter on the focused button opens the details.
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Hide details');
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(details?.hidden).toBe(false);
    for (const text of inDetails) {
      expect(first.getByText(text)).toBeTruthy();
    }
    expect(first.getByText('Insurance Accepted')).toBeTruthy();
    expect(hrefOf(first.getByRole('link', { name: '(919) 555-0100' }))).toBe('tel:9195550100');
    expect(hrefOf(first.getByRole('link', { name: /^Directions/ }))).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=400+Main+St%2C+Durham%2C+NC+27701',
    );
    expect(first.getByText('Request by e-mail')).toBeTruthy();
    expect(first.getByRole('link', { name: /^juniper\.example\.org/ })).toBeTruthy();
    expect(first.getByRole('link', { name: /^Book on their website/ })).toBeTruthy();
    expect(first.getByRole('link', { name: /^Contact form on their website/ })).toBeTruthy();
    expect(await seriousAxeViolations()).toEqual([]);

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(first.queryByText('Services Offered')).toBeNull();
  });

  it('explains the wait source from a button, by keyboard or tap', async () => {
    const user = renderPage();
    const first = within(await card('Juniper Path Clinic'));
    const info = first.getByRole('button', { name: "What 'listed' means" });
    const text =
      'The wait the clinic or its directory listing gives; not yet confirmed by families.';
    // Described by the explanation, so a screen reader says it on focus, even while closed.
    expect(info.getAttribute('aria-describedby')).toBe(info.getAttribute('aria-controls'));
    const region = document.getElementById(info.getAttribute('aria-controls') ?? '')!;
    expect(region.hidden).toBe(true);
    expect(region.textContent).toBe(text);

    info.focus();
    await user.keyboard('{Enter}');
    expect(info.getAttribute('aria-expanded')).toBe('true');
    expect(region.hidden).toBe(false);
    expect(first.getByText(text)).toBeTruthy();
    expect(await seriousAxeViolations()).toEqual([]);
    await user.click(info);
    expect(region.hidden).toBe(true);
  });
});
