import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Toaster } from '@client/components/toaster';
import { toast } from '@client/lib/toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ManagedProvider } from '@shared/api/provider-management';
import { showLanguage } from '@client/i18n/i18n';
import { createQueryClient } from '@client/lib/query-client';
import { seriousAxeViolations } from '../../../../tests/support/axe-jsdom';
import { installTestApi, polyfillRadix, type Recorded } from '../../../../tests/support/test-api';
import ProviderManagementPage from './provider-management-page';

polyfillRadix();
window.matchMedia ??= () => ({ matches: true }) as unknown as MediaQueryList;

// Uppy has its own browser test (tests/e2e/provider-management.spec.ts); here a stand-in reports
// a finished upload, so the page's part (saving the first upload URL) is what is tested.
const UPLOAD_URL = 'http://localhost/api/objects/upload/0f8fad5b-d9cb-469f-a165-70867728950e?sig=x';
vi.mock('./image-upload-dialog', () => ({
  ImageUploadDialog: (props: { open: boolean; onUploaded: (url: string) => void }) =>
    props.open ? (
      <button type="button" onClick={() => props.onUploaded(UPLOAD_URL)}>
        Finish upload
      </button>
    ) : null,
}));

const provider = (n: number, overrides: Partial<ManagedProvider> = {}): ManagedProvider => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name: `Provider ${n}`,
  specialty: 'Psychologist',
  city: 'Durham',
  state: 'NC',
  npiNumber: null,
  profileImageUrl: null,
  websiteUrl: null,
  email: null,
  acceptedInsurance: [],
  servicesOffered: [],
  averageWaitTime: null,
  acceptingNewPatients: null,
  agesFrom: null,
  agesTo: null,
  languages: null,
  telehealth: null,
  factsReportedAt: null,
  detailsVerifiedAt: null,
  detailsVerifiedBy: null,
  ...overrides,
});
const willow = provider(1, {
  name: 'Willow Clinic',
  city: 'Raleigh',
  npiNumber: '1234567890',
  websiteUrl: 'https://willow.example.org/',
});
const birch = provider(2, { name: 'Birch Therapy', specialty: 'Speech Therapist', state: 'GA' });

function defaultReply(request: Recorded) {
  if (request.method === 'GET') {
    const q = request.query.get('q')?.toLowerCase() ?? '';
    const list = [willow, birch].filter((p) => `${p.name} ${p.city}`.toLowerCase().includes(q));
    return { status: 200, body: { providers: list, nextCursor: null, total: list.length } };
  }
  const body = request.body as Record<string, unknown>;
  return { status: 200, body: { ...willow, ...body, profileImageUrl: '/objects/a.png' } };
}
const api = installTestApi(defaultReply);
afterEach(() => toast.dismiss());

const lists = () => api.received.filter((r) => r.method === 'GET');
const puts = () => api.received.filter((r) => r.method === 'PUT');

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ProviderManagementPage />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function choose(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: new RegExp(name) }));
}

describe('provider management page', { timeout: 15_000 }, () => {
  it('lists providers as cards and asks for a choice first', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Provider Management' })).toBeTruthy();
    expect(screen.getByText(/Upload provider images, manage website URLs/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading providers...');
    const card = within(await screen.findByRole('button', { name: /Willow Clinic/ }));
    for (const text of ['W', 'Psychologist', 'Raleigh, NC'])
      expect(card.getByText(text)).toBeTruthy();
    expect(
      screen.getByText('Select a provider from the list to manage their details'),
    ).toBeTruthy();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('searches on the server once typing pauses', async () => {
    const user = renderPage();
    await screen.findByRole('button', { name: /Birch Therapy/ });
    await user.type(screen.getByPlaceholderText('Search providers...'), 'raleigh');
    await waitFor(() => expect(lists().map((r) => r.query.get('q'))).toEqual([null, 'raleigh']));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Birch/ })).toBeNull());
    expect(screen.getByRole('button', { name: /Willow Clinic/ })).toBeTruthy();
  });

  it('shows the profile image tab and saves the first upload URL', async () => {
    const user = renderPage();
    await choose(user, 'Willow Clinic');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('NPI: 1234567890')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Upload Image' }));
    await user.click(screen.getByRole('button', { name: 'Finish upload' }));
    expect(await screen.findByText('Provider image updated successfully')).toBeTruthy();
    expect(puts()).toMatchObject([
      { path: `/api/providers/${willow.id}/image`, body: { imageURL: UPLOAD_URL } },
    ]);
    expect(await screen.findByRole('button', { name: 'Change profile image' })).toBeTruthy();
  });

  it('says when the image cannot be saved', async () => {
    api.handle = (r) => (r.method === 'PUT' ? { status: 400, body: {} } : defaultReply(r));
    const user = renderPage();
    await choose(user, 'Willow Clinic');
    await user.click(screen.getByRole('button', { name: 'Upload Image' }));
    await user.click(screen.getByRole('button', { name: 'Finish upload' }));
    expect(await screen.findByText('Failed to update provider image')).toBeTruthy();
  });

  it('pre-fills, updates and clears the website, then refetches the list', async () => {
    const user = renderPage();
    await choose(user, 'Willow Clinic');
    await user.click(screen.getByRole('tab', { name: 'Website URL' }));
    const input = screen.getByRole('textbox', { name: 'Website URL' }) as HTMLInputElement;
    const update = screen.getByRole('button', { name: 'Update Website URL' }) as HTMLButtonElement;
    expect(input.value).toBe('https://willow.example.org/');
    await user.clear(input);
    expect(update.disabled).toBe(true);
    await user.type(input, 'https://new.example.org/');
    await user.click(update);
    expect(await screen.findByText('Provider website updated successfully')).toBeTruthy();
    expect(puts()[0]?.body).toEqual({ websiteUrl: 'https://new.example.org/' });
    expect(input.value).toBe('');
    await waitFor(() => expect(lists()).toHaveLength(2));
    expect(screen.getByRole('link', { name: /new\.example\.org/ })).toBeTruthy();
  });

  it('says when the website cannot be saved', async () => {
    api.handle = (r) => (r.method === 'PUT' ? { status: 400, body: {} } : defaultReply(r));
    const user = renderPage();
    await choose(user, 'Birch Therapy');
    await user.click(screen.getByRole('tab', { name: 'Website URL' }));
    expect((screen.getByRole('textbox', { name: 'Website URL' }) as HTMLInputElement).value).toBe(
      '',
    );
    await user.type(screen.getByRole('textbox', { name: 'Website URL' }), 'https://b.example/');
    await user.click(screen.getByRole('button', { name: 'Update Website URL' }));
    expect(await screen.findByText('Failed to update provider website')).toBeTruthy();
  });

  it('saves verified details, refusing an impossible wait and ages out of order first', async () => {
    const user = renderPage();
    await choose(user, 'Willow Clinic');
    await user.click(screen.getByRole('tab', { name: 'Insurance & Services' }));
    expect(screen.getByText(/^Not verified yet/)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Medicaid' }));
    await user.click(screen.getByRole('checkbox', { name: 'Aetna' }));
    await user.click(screen.getByRole('checkbox', { name: 'Autism Diagnosis' }));
    await user.type(screen.getByLabelText('Average wait (days)'), '800');
    const newPatients = within(screen.getByRole('group', { name: 'Accepting new patients' }));
    await user.click(newPatients.getByRole('radio', { name: 'No' }));
    const ages = within(screen.getByRole('group', { name: 'Ages seen (years)' }));
    await user.type(ages.getByLabelText('From'), '12');
    await user.type(ages.getByLabelText('To'), '2');
    await user.click(screen.getByRole('checkbox', { name: 'Spanish' }));
    const video = within(
      screen.getByRole('group', { name: 'Sees families by video (telehealth)' }),
    );
    await user.click(video.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Save verified details' }));
    expect(screen.getByText('Average wait must be 0-730 days')).toBeTruthy();
    expect(screen.getByText('must not be below the youngest age')).toBeTruthy();
    expect(puts()).toEqual([]);
    await user.clear(screen.getByLabelText('Average wait (days)'));
    await user.type(screen.getByLabelText('Average wait (days)'), '21');
    await user.clear(ages.getByLabelText('From'));
    await user.type(ages.getByLabelText('From'), '0');
    await user.clear(ages.getByLabelText('To'));
    await user.type(ages.getByLabelText('To'), '12');
    await user.click(screen.getByRole('button', { name: 'Save verified details' }));
    expect(await screen.findByText('Provider details verified successfully')).toBeTruthy();
    expect(puts()[0]?.body).toEqual({
      acceptedInsurance: ['Aetna', 'Medicaid'],
      servicesOffered: ['Autism Diagnosis'],
      averageWaitTime: 21,
      acceptingNewPatients: false,
      agesFrom: 0,
      agesTo: 12,
      languages: ['es'],
      telehealth: true,
    });
    expect(await seriousAxeViolations()).toEqual([]);
  });
});

describe('provider management in Spanish', { timeout: 15_000 }, () => {
  beforeEach(() => showLanguage('es'));
  afterEach(() => showLanguage('en'));

  it('speaks Spanish in the list, the tabs and the verified details', async () => {
    api.handle = (r) =>
      r.method === 'GET'
        ? {
            status: 200,
            body: {
              providers: [
                {
                  ...willow,
                  detailsVerifiedAt: '2026-01-05T12:00:00.000Z',
                  detailsVerifiedBy: 'ana@example.org',
                },
              ],
              nextCursor: null,
              total: 1,
            },
          }
        : defaultReply(r);
    const user = renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Administración de proveedores',
    );
    expect(screen.getByRole('status').textContent).toBe('Cargando proveedores...');
    expect(await screen.findByText('1 proveedor encontrado')).toBeTruthy();
    expect(screen.getByPlaceholderText('Buscar proveedores...')).toBeTruthy();
    expect(
      screen.getByText('Elija un proveedor de la lista para administrar sus datos'),
    ).toBeTruthy();

    await choose(user, 'Willow Clinic');
    expect(screen.getByRole('button', { name: 'Subir imagen' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Sitio web' }));
    expect(screen.getByRole('textbox', { name: 'Dirección del sitio web' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Seguro médico y servicios' }));
    expect(
      screen.getByText(
        /^Verificado por última vez hace \d+ (días|semanas|meses|años) \(\d{1,2} de [a-z]+ de 2026\) por ana@example\.org\.$/,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Diagnóstico de autismo' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Aetna' })).toBeTruthy();
    await user.type(screen.getByLabelText('Tiempo de espera promedio (días)'), '800');
    await user.click(screen.getByRole('button', { name: 'Guardar datos verificados' }));
    expect(screen.getByText('El tiempo de espera promedio debe ser de 0 a 730 días')).toBeTruthy();
    for (const english of [
      'Provider Management',
      'Select Provider',
      'Insurance & Services',
      'Autism Diagnosis',
      'Accepting new patients',
      'Average wait must be 0-730 days',
    ]) {
      expect(screen.queryByText(english)).toBeNull();
    }
  });
});
