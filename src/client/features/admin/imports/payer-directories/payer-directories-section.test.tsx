import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@client/components/toaster';
import { toast } from '@client/lib/toast';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  NO_PAYER_IMPORT_COUNTS,
  type PayerDirectory,
  type PayerImportRun,
} from '@shared/api/payer-directories';
import { showLanguage } from '@client/i18n/i18n';
import { createQueryClient } from '@client/lib/query-client';
import { seriousAxeViolations } from '../../../../../../tests/support/axe-jsdom';
import {
  installTestApi,
  polyfillRadix,
  type Recorded,
} from '../../../../../../tests/support/test-api';
import { auditLogQueryOptions } from '../../audit/api/get-audit-log';
import { providerStatsQueryOptions } from '../../provider-stats/api/get-provider-stats';
import { PayerDirectoriesSection } from './payer-directories-section';

// The section against a real local HTTP API whose import runs move on one step per poll of the
// list, as the server's job does while the page watches.

polyfillRadix();

const GREEN_ID = '00000000-0000-4000-8000-000000000001';
const BLUE_ID = '00000000-0000-4000-8000-000000000002';
const NEW_ID = '00000000-0000-4000-8000-000000000003';
const RUN_ID = '00000000-0000-4000-8000-00000000000a';
const BAD_URL_MESSAGE = "must be the directory's FHIR base URL (http or https, without a query)";

const directory = (fields: Partial<PayerDirectory> & Pick<PayerDirectory, 'id' | 'name'>) => ({
  baseUrl: 'https://fhir.example.com/r4',
  insuranceType: 'Aetna' as const,
  createdAt: '2025-12-01T00:00:00.000Z',
  providers: 0,
  networks: [],
  lastRun: null,
  ...fields,
});

const failedRun: PayerImportRun = {
  id: '00000000-0000-4000-8000-00000000000b',
  directoryId: BLUE_ID,
  status: 'failed',
  changesSince: '2025-12-20T00:00:00.000Z',
  // The directory answered 400 to `_lastUpdated`: the run read everything instead.
  fullReadFallback: true,
  stage: 'practitioner-roles',
  counts: {
    ...NO_PAYER_IMPORT_COUNTS,
    elsewhere: 1,
    resources: 40,
    networks: 2,
    plans: 1,
    matched: 3,
    claimsAdded: 4,
  },
  error: 'The directory answered HTTP 500 three times.',
  createdAt: '2026-01-01T00:00:00.000Z',
  finishedAt: '2026-01-01T00:01:00.000Z',
};

const world = {
  directories: [] as PayerDirectory[],
  /** Polls of the list still to answer before a running import finishes. */
  pollsLeft: 0,
};

/** One poll further: queued becomes running, then it succeeds. */
function advance(run: PayerImportRun): PayerImportRun {
  if (run.status !== 'queued' && run.status !== 'running') return run;
  world.pollsLeft -= 1;
  if (world.pollsLeft > 0) {
    return {
      ...run,
      status: 'running',
      stage: 'practitioner-roles',
      counts: { ...run.counts, resources: 1200 },
    };
  }
  return {
    ...run,
    status: 'succeeded',
    stage: 'ending',
    counts: {
      ...NO_PAYER_IMPORT_COUNTS,
      resources: 5215,
      pages: 60,
      networks: 13,
      plans: 5,
      matched: 9,
      created: 3,
      claimsAdded: 40,
      claimsEnded: 2,
      skipped: 4,
      elsewhere: 3,
      locations: 8,
    },
    finishedAt: '2026-01-01T00:01:00.000Z',
  };
}

function handler(request: Recorded) {
  const key = `${request.method} ${request.path}`;
  if (key === 'GET /api/admin/payer-directories') {
    world.directories = world.directories.map((d) =>
      d.lastRun ? { ...d, lastRun: advance(d.lastRun) } : d,
    );
    return { status: 200, body: { directories: world.directories } };
  }
  if (key === 'POST /api/admin/payer-directories') {
    const body = request.body as { name: string; baseUrl: string; insuranceType: 'Aetna' };
    if (body.baseUrl.includes('old.example.com')) {
      return {
        status: 400,
        body: { code: 'invalid_input', message: BAD_URL_MESSAGE, field: 'baseUrl' },
      };
    }
    const added = directory({ id: NEW_ID, ...body });
    world.directories = [...world.directories, added];
    return { status: 201, body: added };
  }
  if (key === `POST /api/admin/payer-directories/${GREEN_ID}/import`) {
    const run: PayerImportRun = {
      id: RUN_ID,
      directoryId: GREEN_ID,
      status: 'queued',
      changesSince: null,
      fullReadFallback: false,
      stage: 'networks',
      counts: NO_PAYER_IMPORT_COUNTS,
      error: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      finishedAt: null,
    };
    world.directories = world.directories.map((d) =>
      d.id === GREEN_ID ? { ...d, lastRun: run } : d,
    );
    return { status: 202, body: run };
  }
  if (key === `POST /api/admin/payer-directories/${BLUE_ID}/import`) {
    return {
      status: 409,
      body: {
        code: 'import_running',
        message: 'This directory is being imported already. Wait for it to finish.',
      },
    };
  }
  if (key === `DELETE /api/admin/payer-directories/${BLUE_ID}`) {
    world.directories = world.directories.filter((d) => d.id !== BLUE_ID);
    return { status: 204 };
  }
  if (key === 'GET /api/admin/audit-log') return { status: 200, body: [] };
  return { status: 404, body: { code: 'not_found', message: 'Not found' } };
}

const api = installTestApi(handler);

beforeEach(() => {
  world.pollsLeft = 2;
  world.directories = [
    directory({
      id: BLUE_ID,
      name: 'Blue Ridge Plans',
      baseUrl: 'https://directory.blue-ridge-plans.example.org/fhir/r4/plan-net/provider-directory',
      insuranceType: 'Other',
      providers: 3,
      networks: [
        { id: '00000000-0000-4000-8000-000000000021', name: 'Blue Ridge HMO' },
        { id: '00000000-0000-4000-8000-000000000022', name: 'Blue Ridge PPO' },
      ],
      lastRun: failedRun,
    }),
    directory({ id: GREEN_ID, name: 'Green Circle Health' }),
  ];
});
afterEach(() => {
  toast.dismiss();
});

function renderSection() {
  const queryClient = createQueryClient();
  // What the rest of the dashboard shows, to see which of it is refreshed.
  queryClient.setQueryData(auditLogQueryOptions().queryKey, []);
  queryClient.setQueryData(providerStatsQueryOptions().queryKey, {
    total: 0,
    hasRealData: false,
    bySource: { sample: 0, registryFile: 0, registry: 0, directory: 0, clinic: 0, admin: 0 },
    byState: {},
  });
  render(
    <QueryClientProvider client={queryClient}>
      <PayerDirectoriesSection />
      <Toaster />
    </QueryClientProvider>,
  );
  const invalidated = (queryKey: readonly unknown[]) =>
    queryClient.getQueryState(queryKey)?.isInvalidated ?? false;
  return { user: userEvent.setup(), invalidated };
}

const item = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

const posts = () => api.received.filter((r) => r.method === 'POST');

describe('payer directories', () => {
  it('lists each directory with its last run, the failure in words', async () => {
    renderSection();
    expect(screen.getByRole('heading', { level: 2, name: 'Payer directories' })).toBeTruthy();
    const blue = await screen.findByRole('heading', { level: 3, name: 'Blue Ridge Plans' });
    const card = blue.closest('li')!;
    expect(card.textContent).toContain('Insurance typeOther');
    expect(card.textContent).toContain('Providers in its networks3');
    expect(within(card).getByText('Show its 2 networks')).toBeTruthy();
    expect(within(card).getByRole('status').textContent).toMatch(
      /^Last import \(failed\) on .+, before it stopped: 3 practitioners and organizations \(3 matched, 0 new\), 2 networks, 1 plan; 4 claims added, 0 ended\./,
    );
    expect(within(card).getByText('The directory answered HTTP 500 three times.')).toBeTruthy();
    expect(within(card).getByRole('status').textContent).toMatch(
      /The directory refused to list only what changed since 20 December 2025 at .+ \(HTTP 400\), so the whole directory was read\.1 reference to another server left out \(never fetched\)\./,
    );
    expect(within(item('Green Circle Health')).getByText('Not imported yet.')).toBeTruthy();
    // A first import reads everything anyway: 'Read everything again' comes after it.
    expect(
      screen.queryByRole('button', { name: 'Read everything again: Green Circle Health' }),
    ).toBe(null);
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('says so when there is none', async () => {
    world.directories = [];
    renderSection();
    expect(await screen.findByText(/^No payer directories yet\./)).toBeTruthy();
  });

  it('adds a directory, a refused address shown on its field', async () => {
    const { user, invalidated } = renderSection();
    await screen.findByRole('heading', { level: 3, name: 'Green Circle Health' });
    const name = screen.getByRole('textbox', { name: 'Name' });
    const url = screen.getByRole('textbox', { name: 'FHIR base URL' });

    // Judged in the browser first, by the API's own schema.
    await user.click(screen.getByRole('button', { name: 'Add directory' }));
    expect(await screen.findByText('is required')).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(posts()).toEqual([]);

    await user.type(name, 'Sunrise Health');
    await user.type(url, 'https://old.example.com/fhir');
    await user.click(screen.getByRole('combobox', { name: 'Insurance type' }));
    await user.click(await screen.findByRole('option', { name: 'Aetna' }));
    await user.click(screen.getByRole('button', { name: 'Add directory' }));
    await waitFor(() => expect(url.getAttribute('aria-invalid')).toBe('true'));
    const described = url.getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)!.textContent)).toEqual([
      'For example https://payer.example.com/fhir',
      BAD_URL_MESSAGE,
    ]);
    expect(document.activeElement).toBe(url);

    await user.clear(url);
    await user.type(url, 'https://fhir.sunrise.example.com/r4');
    await user.click(screen.getByRole('button', { name: 'Add directory' }));
    expect(await screen.findByText('Directory added')).toBeTruthy();
    expect(invalidated(auditLogQueryOptions().queryKey)).toBe(true);
    expect(posts().at(-1)!.body).toEqual({
      name: 'Sunrise Health',
      baseUrl: 'https://fhir.sunrise.example.com/r4',
      insuranceType: 'Aetna',
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'Sunrise Health' })).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe('');
  });

  it('imports: the progress while it runs, then what it found', async () => {
    const { user, invalidated } = renderSection();
    await screen.findByRole('heading', { level: 3, name: 'Green Circle Health' });
    const importNow = screen.getByRole('button', { name: 'Import now: Green Circle Health' });
    await user.click(importNow);
    expect(posts()[0]).toMatchObject({
      path: `/api/admin/payer-directories/${GREEN_ID}/import`,
      body: {},
    });
    const status = within(item('Green Circle Health')).getByRole('status');
    await waitFor(() => expect(status.textContent).toBe('Reading practitioners (step 3 of 7)'));
    // The running count is shown beside the live region, not in it: polls are not announced.
    expect(
      within(item('Green Circle Health')).getByText('1,200 resources read so far'),
    ).toBeTruthy();
    expect(importNow.hasAttribute('disabled')).toBe(true);

    expect(
      await screen.findByText('Green Circle Health imported', {}, { timeout: 4000 }),
    ).toBeTruthy();
    expect(status.textContent).toMatch(
      /^Last import \(succeeded\) on 1 January 2026 at 12:01 AM: 12 practitioners and organizations \(9 matched, 3 new\), 8 locations, 13 networks, 5 plans; 40 claims added, 2 ended\./,
    );
    expect(status.textContent).toContain('The whole directory was read.');
    expect(status.textContent).toContain(
      '4 resources left out as incomplete (no NPI, network or place).',
    );
    expect(status.textContent).toContain('3 references to other servers left out (never fetched).');
    expect(importNow.hasAttribute('disabled')).toBe(false);
    // The import may have made providers: the statistics and the activity are read again.
    expect(invalidated(providerStatsQueryOptions().queryKey)).toBe(true);
    expect(invalidated(auditLogQueryOptions().queryKey)).toBe(true);

    // Asking again while one runs: the server's own words.
    await user.click(
      screen.getByRole('button', { name: 'Read everything again: Blue Ridge Plans' }),
    );
    expect(posts().at(-1)!.body).toEqual({ full: true });
    expect(
      await screen.findByText('This directory is being imported already. Wait for it to finish.'),
    ).toBeTruthy();
  }, 10_000);

  it('removes a directory only after the confirmation', async () => {
    const { user, invalidated } = renderSection();
    await screen.findByRole('heading', { level: 3, name: 'Blue Ridge Plans' });
    await user.click(screen.getByRole('button', { name: 'Remove: Blue Ridge Plans' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Blue Ridge Plans?' });
    expect(dialog.textContent).toContain('Providers it added stay. This cannot be undone.');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.received.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remove: Blue Ridge Plans' }));
    const again = screen.getByRole('dialog', { name: 'Remove Blue Ridge Plans?' });
    await user.click(within(again).getByRole('button', { name: 'Remove directory' }));
    expect(await screen.findByText('Directory removed')).toBeTruthy();
    expect(invalidated(auditLogQueryOptions().queryKey)).toBe(true);
    expect(api.received.find((r) => r.method === 'DELETE')!.path).toBe(
      `/api/admin/payer-directories/${BLUE_ID}`,
    );
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 3, name: 'Blue Ridge Plans' })).toBeNull(),
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Green Circle Health' })).toBeTruthy();
    // Focus is not lost with the removed item: it goes to the section's heading.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { level: 2, name: 'Payer directories' }),
      ),
    );
  });
});

describe('payer directories in Spanish', () => {
  beforeEach(() => showLanguage('es'));
  afterEach(() => showLanguage('en'));

  it('speaks Spanish', async () => {
    renderSection();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Directorios de aseguradoras' }),
    ).toBeTruthy();
    await screen.findByRole('heading', { level: 3, name: 'Blue Ridge Plans' });
    expect(
      screen.getByRole('button', { name: 'Importar ahora: Green Circle Health' }),
    ).toBeTruthy();
    expect(within(item('Blue Ridge Plans')).getByRole('status').textContent).toMatch(
      /^Última importación \(fallida\), el .+, antes de detenerse: 3 profesionales y organizaciones/,
    );
    expect(within(item('Blue Ridge Plans')).getByRole('status').textContent).toMatch(
      /El directorio no aceptó listar solo lo que cambió desde el .+ \(HTTP 400\), así que se leyó el directorio completo\.Se omitió 1 referencia a otro servidor \(no se consultó\)\./,
    );
    expect(screen.getByRole('textbox', { name: 'URL base FHIR' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Tipo de seguro médico' })).toBeTruthy();
  });
});
