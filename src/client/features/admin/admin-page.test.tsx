import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Toaster } from '@client/components/toaster';
import { toast } from '@client/lib/toast';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImportRun } from '@shared/api/admin';
import { showLanguage } from '@client/i18n/i18n';
import { createQueryClient } from '@client/lib/query-client';
import { seriousAxeViolations } from '../../../../tests/support/axe-jsdom';
import { installTestApi, polyfillRadix, type Recorded } from '../../../../tests/support/test-api';
import AdminPage from './admin-page';

// The dashboard against a real local HTTP API whose import runs advance one state per progress
// poll, as the server's job does while the page watches.

polyfillRadix();

const world = {
  total: 300,
  /** Statistics as given, instead of the sample-plus-import ones (the stats card's tests). */
  stats: null as Record<string, unknown> | null,
  run: null as ImportRun | null,
  /** Poll answers still to give before the run finishes; the failing states at the end. */
  pollsLeft: 0,
  failing: [] as string[],
};

const newRun = (states: string[]): ImportRun => ({
  id: '00000000-0000-4000-8000-00000000000a',
  status: 'queued',
  states,
  statesDone: [],
  failedStates: [],
  deactivated: 0,
  imported: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  finishedAt: null,
});

function advance(run: ImportRun): ImportRun {
  if (run.status !== 'queued' && run.status !== 'running') return run;
  world.pollsLeft -= 1;
  if (world.pollsLeft > 0) {
    const statesDone = run.states.slice(0, run.statesDone.length + 1);
    return { ...run, status: 'running', statesDone, imported: statesDone.length * 10 };
  }
  const failedStates = world.failing.map((state) => ({
    state,
    error: 'NPI registry answered HTTP 500',
  }));
  const ok = run.states.length - failedStates.length;
  world.total += ok * 10;
  return {
    ...run,
    statesDone: run.states,
    failedStates,
    imported: ok * 10,
    status: failedStates.length === 0 ? 'succeeded' : ok === 0 ? 'failed' : 'partial',
    finishedAt: '2026-01-01T00:01:00.000Z',
  };
}

function handler(request: Recorded) {
  const key = `${request.method} ${request.path}`;
  if (key === 'GET /api/admin/provider-stats') {
    if (world.stats) return { status: 200, body: world.stats };
    return {
      status: 200,
      body: {
        total: world.total,
        hasRealData: world.total > 300,
        // The 300 sample providers stay beside what an import brings.
        bySource: {
          sample: Math.min(world.total, 300),
          registryFile: 0,
          registry: Math.max(world.total - 300, 0),
          directory: 0,
          clinic: 0,
          admin: 0,
        },
        byState: { NC: world.total },
      },
    };
  }
  if (key === 'GET /api/admin/import-runs/latest') {
    if (world.run) world.run = advance(world.run);
    return { status: 200, body: world.run };
  }
  if (key === 'GET /api/admin/audit-log') return { status: 200, body: [] };
  // The backup card has its own test; here a backup from an hour ago.
  if (key === 'GET /api/admin/backups/latest') {
    const createdAt = new Date(Date.now() - 3_600_000).toISOString();
    return { status: 200, body: { backup: { createdAt, sizeBytes: 1, databaseIncluded: true } } };
  }
  // The payer directories section has its own test; here it has none to show.
  if (key === 'GET /api/admin/payer-directories') return { status: 200, body: { directories: [] } };
  // The unreachable clinics card has its own test; here every request reached its clinic.
  if (key === 'GET /api/admin/unreachable-clinics') return { status: 200, body: [] };
  if (key === 'POST /api/admin/import-providers') {
    const body = request.body as { states: string[] };
    if (body.states.length === 0) {
      const removed = world.total;
      world.total = 0;
      return { status: 200, body: { imported: 0, states: [], removed } };
    }
    world.run = newRun(body.states);
    return { status: 202, body: world.run };
  }
  if (key.startsWith('POST /api/providers/import-')) {
    world.run = newRun([request.path.slice(-2).toUpperCase()]);
    return { status: 202, body: world.run };
  }
  return { status: 404, body: { code: 'not_found', message: 'Not found' } };
}

const api = installTestApi(handler);

beforeEach(() => {
  world.total = 300;
  world.stats = null;
  world.run = null;
  world.pollsLeft = 3;
  world.failing = [];
});
afterEach(() => {
  toast.dismiss();
});

function renderPage() {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/admin']}>
        <AdminPage />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const statsRequests = () =>
  api.received.filter((r) => r.path === '/api/admin/provider-stats').length;

describe('admin dashboard', () => {
  it('runs the multi-state import: buttons wait, stats are polled, then the toast', async () => {
    world.pollsLeft = 4;
    const user = renderPage();
    await screen.findByText('Sample Data');
    expect(screen.getByRole('link', { name: /Manage Provider Details/ }).getAttribute('href')).toBe(
      '/provider-management',
    );
    await user.click(screen.getByRole('button', { name: 'All 11 States' }));

    const sent = api.received.find((r) => r.method === 'POST')!;
    expect(sent.body).toEqual({
      states: ['NC', 'GA', 'AZ', 'TX', 'OR', 'IN', 'VA', 'MI', 'MD'],
      limitPerState: 10,
      clearExisting: false,
    });
    await screen.findByText(/Importing from the NPI registry/);
    for (const name of ['All 11 States', 'Import NC providers', 'Import VA providers']) {
      expect(screen.getByRole('button', { name }).hasAttribute('disabled')).toBe(true);
    }
    expect(
      screen.getByRole('button', { name: 'Clear All Providers' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(await seriousAxeViolations(document.body)).toEqual([]);

    await screen.findByText('Import Successful', {}, { timeout: 9000 });
    expect(screen.getByText('Imported 90 providers from 9 states')).toBeTruthy();
    // Polled every 2 s while it ran: the first load, at least one poll, and the refresh after
    // (which may still be on its way when the toast shows, on a busy machine).
    await waitFor(() => expect(statsRequests()).toBeGreaterThanOrEqual(3));
    // Sample providers remain beside the imported ones: the badge says so, with both counts.
    await screen.findByText('Sample and live data: 300 sample, 90 live');
    expect(screen.getByRole('button', { name: 'All 11 States' }).hasAttribute('disabled')).toBe(
      false,
    );
  }, 15_000);

  it('names the state of a single-state import and its failure', async () => {
    world.failing = ['NC'];
    world.pollsLeft = 1;
    const user = renderPage();
    await screen.findByText('Sample Data');
    await user.click(screen.getByRole('button', { name: 'Import NC providers' }));
    expect(api.received.find((r) => r.method === 'POST')).toMatchObject({
      path: '/api/providers/import-nc',
      body: { city: '', limit: 200, clearExisting: false },
    });
    await screen.findByText('NC Import Failed', {}, { timeout: 4000 });
    expect(screen.getByText(/NC failed:/).closest('li')!.textContent).toContain(
      'NPI registry answered HTTP 500',
    );
    // A single-state import does not poll the statistics; only the multi-state one does.
    expect(statsRequests()).toBeLessThanOrEqual(2);
  });

  it('imports any state or territory from the list, one import at a time', async () => {
    world.pollsLeft = 2;
    const user = renderPage();
    await screen.findByText('Sample Data');
    const importButton = screen.getByRole('button', { name: 'Import' });
    // Nothing chosen yet: nothing to import.
    expect(importButton.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('combobox', { name: 'Any state or territory' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    // Every state, DC and the five territories; not the military mail codes.
    expect(options).toHaveLength(56);
    expect(options).toEqual(expect.arrayContaining(['MT', 'DC', 'PR', 'GU', 'VI', 'AS', 'MP']));
    expect(options).not.toContain('AE');
    expect(screen.getByRole('group', { name: 'Territories' }).textContent).toBe(
      'TerritoriesASGUMPPRVI',
    );
    await user.click(screen.getByRole('option', { name: 'GU' }));
    await user.click(importButton);
    expect(api.received.find((r) => r.method === 'POST')).toMatchObject({
      path: '/api/admin/import-providers',
      body: { states: ['GU'], limitPerState: 200, clearExisting: false },
    });
    await screen.findByText(/Importing from the NPI registry/);
    for (const name of ['All 11 States', 'Import NC providers', 'Import']) {
      expect(screen.getByRole('button', { name }).hasAttribute('disabled')).toBe(true);
    }
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    await screen.findByText('GU Import Successful', {}, { timeout: 6000 });
    expect(screen.getByText('Imported 10 GU autism specialists')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(false);
  }, 10_000);

  it('counts the national registry file apart from the registry API, and every state', async () => {
    const byState = Object.fromEntries(
      ['AK', 'AL', 'AR', 'AS', 'AZ', 'CA', 'CO', 'CT', 'DC', 'DE', 'FL', 'GA', 'GU', 'HI']
        .concat(['IA', 'ID', 'IL', 'IN', 'KS', 'KY', 'LA', 'MA', 'MD', 'ME', 'MI', 'MN', 'MO'])
        .concat(['MP', 'MS', 'MT', 'NC', 'ND', 'NE', 'NH', 'NJ', 'NM', 'NV', 'NY', 'OH', 'OK'])
        .concat(['OR', 'PA', 'PR', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VA', 'VI', 'VT', 'WA'])
        .concat(['WI', 'WV', 'WY'])
        .map((state, i) => [state, 1000 + i]),
    );
    const total = Object.values(byState).reduce((a, b) => a + b);
    world.stats = {
      total,
      hasRealData: true,
      bySource: {
        sample: 0,
        registryFile: total - 90,
        registry: 90,
        directory: 0,
        clinic: 0,
        admin: 0,
      },
      byState,
    };
    renderPage();
    await screen.findByText('Live Data');
    const sources = screen.getByRole('list', { name: 'Providers by source' });
    expect(
      within(sources)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`NPI registry file ${(total - 90).toLocaleString('en-US')}`, 'NPI registry API 90']);
    const perState = screen.getByRole('list', { name: 'Providers per state' });
    expect(within(perState).getAllByRole('listitem')).toHaveLength(56);
    expect(within(perState).getByText('GU').parentElement!.textContent).toBe('GU1,012');
  });

  it('clears all providers only after the confirmation', async () => {
    const user = renderPage();
    await screen.findByText('Sample Data');
    await user.click(screen.getByRole('button', { name: 'Clear All Providers' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear All Providers' });
    expect(dialog.textContent).toContain(
      'Are you sure you want to clear all providers? This cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.received.some((r) => r.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Clear All Providers' }));
    const again = screen.getByRole('dialog', { name: 'Clear All Providers' });
    await user.click(within(again).getByRole('button', { name: 'Clear All Providers' }));
    await screen.findByText('Providers Cleared');
    expect(screen.getByText('All providers have been removed from the database')).toBeTruthy();
    expect(api.received.find((r) => r.method === 'POST')!.body).toEqual({
      states: [],
      clearExisting: true,
    });
    await waitFor(() => expect(screen.getByTestId('provider-total').textContent).toBe('0'));
  });
});

describe('admin dashboard in Spanish', () => {
  beforeEach(() => showLanguage('es'));
  afterEach(() => showLanguage('en'));

  it('speaks Spanish, from the statistics to a failed import', async () => {
    world.failing = ['NC'];
    world.pollsLeft = 1;
    const user = renderPage();
    await screen.findByText('Datos de muestra');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Panel de administración');
    expect(screen.getByText('proveedores en el directorio')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Administrar datos de proveedores/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Borrar todos los proveedores' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Actividad reciente' })).toBeTruthy();
    expect(await screen.findByText('Todavía no hay nada registrado.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Importar proveedores de NC' }));
    await screen.findByText('Falló la importación de NC', {}, { timeout: 4000 });
    expect(screen.getByText('Error en NC:').closest('li')!.textContent).toContain(
      'NPI registry answered HTTP 500',
    );
    // The day in words, and no time ending the sentence ('p.m..').
    expect(screen.getByText(/^Última importación \(NC\), el /).textContent).toMatch(
      /^Última importación \(NC\), el \d{1,2} de \p{Ll}+ de \d{4} a las .+: 0 proveedores, fallida\.$/u,
    );
    for (const english of [
      'Admin Dashboard',
      'Sample Data',
      'Import Providers',
      'Remove Providers',
      'Recent Activity',
      'NC Import Failed',
      'NC failed:',
    ]) {
      expect(screen.queryByText(english)).toBeNull();
    }
  });
});
