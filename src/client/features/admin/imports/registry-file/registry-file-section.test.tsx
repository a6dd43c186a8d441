import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@client/components/toaster';
import { toast } from '@client/lib/toast';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  REGISTRY_FILE_OUTCOMES,
  type RegistryFileCounts,
  type RegistryFileRun,
} from '@shared/api/registry-file';
import { createQueryClient } from '@client/lib/query-client';
import { seriousAxeViolations } from '../../../../../../tests/support/axe-jsdom';
import { installTestApi, type Recorded } from '../../../../../../tests/support/test-api';
import { auditLogQueryOptions } from '../../audit/api/get-audit-log';
import { providerStatsQueryOptions } from '../../provider-stats/api/get-provider-stats';
import { RegistryFileSection } from './registry-file-section';

// The section against a real local HTTP API whose run moves on one step per poll of the list, as
// the server's job does while the page watches.

const FOLDER = '/srv/care-finder/registry-files';
const RUN_ID = '00000000-0000-4000-8000-0000000000a1';
const OLD_ID = '00000000-0000-4000-8000-0000000000a2';
const OUTSIDE_MESSAGE = `must be an existing .csv or .zip file in the registry file folder (${FOLDER})`;

const counts = (fields: Partial<RegistryFileCounts> = {}): RegistryFileCounts => ({
  ...(Object.fromEntries(REGISTRY_FILE_OUTCOMES.map((o) => [o, 0])) as RegistryFileCounts),
  ...fields,
});

const failedWeekly: RegistryFileRun = {
  id: OLD_ID,
  source: 'https://download.example.org/NPPES_Data_Dissemination_112426_113026_Weekly.zip',
  fileName: 'NPPES_Data_Dissemination_112426_113026_Weekly.zip',
  kind: 'weekly',
  status: 'failed',
  error: 'The download failed: the server answered HTTP 404.',
  bytesTotal: null,
  bytesDone: 0,
  rowsCommitted: 0,
  counts: counts(),
  createdAt: '2026-01-01T00:00:00.000Z',
  finishedAt: '2026-01-01T00:00:05.000Z',
};

const world = { runs: [] as RegistryFileRun[], steps: [] as Partial<RegistryFileRun>[] };

function handler(request: Recorded) {
  const key = `${request.method} ${request.path}`;
  if (key === 'GET /api/admin/registry-files') {
    const [newest, ...rest] = world.runs;
    if (newest && world.steps.length > 0 && ['queued', 'running'].includes(newest.status))
      world.runs = [{ ...newest, ...world.steps.shift()! }, ...rest];
    return { status: 200, body: { runs: world.runs, folder: FOLDER } };
  }
  if (key === 'POST /api/admin/registry-files') {
    const body = request.body as { path?: string };
    if (body.path !== 'npidata_pfile_20050523-20260209.csv')
      return {
        status: 400,
        body: { code: 'invalid_input', message: OUTSIDE_MESSAGE, field: 'path' },
      };
    const run: RegistryFileRun = {
      ...failedWeekly,
      id: RUN_ID,
      source: body.path,
      fileName: body.path,
      kind: 'monthly',
      status: 'queued',
      error: null,
      finishedAt: null,
    };
    world.runs = [run, ...world.runs];
    return { status: 202, body: run };
  }
  if (key === `POST /api/admin/registry-files/${RUN_ID}/pause`) {
    world.runs = [{ ...world.runs[0]!, status: 'paused' }, ...world.runs.slice(1)];
    return { status: 200, body: world.runs[0] };
  }
  if (key === `POST /api/admin/registry-files/${RUN_ID}/resume`) {
    world.runs = [{ ...world.runs[0]!, status: 'queued' }, ...world.runs.slice(1)];
    return { status: 202, body: world.runs[0] };
  }
  if (key === 'GET /api/admin/audit-log') return { status: 200, body: [] };
  return { status: 404, body: { code: 'not_found', message: 'Not found' } };
}

const api = installTestApi(handler);

beforeEach(() => {
  world.runs = [failedWeekly];
  world.steps = [];
});
afterEach(() => {
  toast.dismiss();
});

function renderSection() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(auditLogQueryOptions().queryKey, []);
  queryClient.setQueryData(providerStatsQueryOptions().queryKey, {
    total: 0,
    hasRealData: false,
    bySource: { sample: 0, registryFile: 0, registry: 0, directory: 0, clinic: 0, admin: 0 },
    byState: {},
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RegistryFileSection />
      <Toaster />
    </QueryClientProvider>,
  );
  const invalidated = (queryKey: readonly unknown[]) =>
    queryClient.getQueryState(queryKey)?.isInvalidated ?? false;
  return { user: userEvent.setup(), invalidated };
}

const posts = () => api.received.filter((r) => r.method === 'POST');
const lastRuns = () => screen.getByRole('list', { name: 'The last runs' }).querySelectorAll('li');

describe('national registry file', () => {
  it('lists the last runs, a failure with its reason, and names the folder', async () => {
    renderSection();
    expect(screen.getByRole('heading', { level: 2, name: 'National registry file' })).toBeTruthy();
    await screen.findByRole('list', { name: 'The last runs' });
    const [run] = lastRuns();
    expect(run!.textContent).toContain('NPPES_Data_Dissemination_112426_113026_Weekly.zip');
    expect(run!.textContent).toContain('Weekly update');
    expect(run!.textContent).toMatch(/Failed · Finished 1 January 2026 at /);
    expect(run!.textContent).toContain(
      'Why it failed: The download failed: the server answered HTTP 404.',
    );
    const path = screen.getByRole('textbox', { name: 'Path on the server' });
    const hint = document.getElementById(path.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).toContain(FOLDER);
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('shows a refusal on the field, then imports: progress, counts, the end', async () => {
    const { user, invalidated } = renderSection();
    const path = await screen.findByRole('textbox', { name: 'Path on the server' });

    // Judged in the browser first, by the API's own schema.
    await user.type(path, 'notes.txt');
    await user.click(screen.getByRole('button', { name: 'Import file' }));
    expect(
      await screen.findByText("must be the registry's .csv file or the .zip it comes in"),
    ).toBeTruthy();
    expect(posts()).toEqual([]);

    await user.clear(path);
    await user.type(path, '../elsewhere.csv');
    await user.click(screen.getByRole('button', { name: 'Import file' }));
    expect(await screen.findByText(OUTSIDE_MESSAGE)).toBeTruthy();
    expect(path.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(path);

    world.steps = [
      {
        status: 'running',
        bytesTotal: 4_757_360,
        bytesDone: 2_400_000,
        rowsCommitted: 2000,
        counts: counts({ added: 560, notAutismCare: 1380, deactivated: 60 }),
      },
      {
        status: 'succeeded',
        bytesDone: 4_757_360,
        rowsCommitted: 4000,
        counts: counts({
          added: 1100,
          notAutismCare: 2700,
          deactivated: 120,
          outsideUs: 40,
          malformed: 2,
        }),
        finishedAt: '2026-01-02T00:15:00.000Z',
      },
    ];
    await user.clear(path);
    await user.type(path, 'npidata_pfile_20050523-20260209.csv');
    await user.click(screen.getByRole('button', { name: 'Import file' }));
    expect(posts().at(-1)!.body).toEqual({ path: 'npidata_pfile_20050523-20260209.csv' });

    const progress = await screen.findByRole('progressbar', {
      name: 'Progress of npidata_pfile_20050523-20260209.csv',
    });
    const box = progress.parentElement!;
    await waitFor(() => expect(within(box).getByRole('status').textContent).toBe('Importing: 50%'));
    expect(box.textContent).toContain('50% · 2.4 of 4.8 MB · 2,000 rows so far');
    expect(within(box).getByText('Added').nextElementSibling!.textContent).toBe('560');
    expect(within(box).getByText('Skipped: not autism care').nextElementSibling!.textContent).toBe(
      '1,380',
    );
    expect(screen.getByRole('button', { name: 'Import file' }).hasAttribute('disabled')).toBe(true);

    expect(await screen.findByText('Registry file imported', {}, { timeout: 4000 })).toBeTruthy();
    expect(
      screen.getByText('1,100 added, 0 updated, 0 unchanged, 120 deactivated, 2,742 skipped', {
        selector: '[data-sonner-toast] *',
      }),
    ).toBeTruthy();
    expect(lastRuns()[0]!.textContent).toContain('Done');
    // Providers came and went: the statistics, the activity and the searches are read again.
    expect(invalidated(providerStatsQueryOptions().queryKey)).toBe(true);
    expect(invalidated(auditLogQueryOptions().queryKey)).toBe(true);
    expect(screen.getByRole('button', { name: 'Import file' }).hasAttribute('disabled')).toBe(
      false,
    );
  }, 15_000);

  it('pauses and resumes the run in progress', async () => {
    world.runs = [
      {
        ...failedWeekly,
        id: RUN_ID,
        fileName: 'npidata_pfile_20050523-20260209.csv',
        kind: 'monthly',
        status: 'running',
        error: null,
        bytesTotal: 1000,
        bytesDone: 100,
        finishedAt: null,
      },
    ];
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Pause' }));
    expect(posts().at(-1)!.path).toBe(`/api/admin/registry-files/${RUN_ID}/pause`);
    await user.click(await screen.findByRole('button', { name: 'Resume' }));
    expect(posts().at(-1)!.path).toBe(`/api/admin/registry-files/${RUN_ID}/resume`);
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeTruthy();
  });

  it('offers a URL instead of a path', async () => {
    const { user } = renderSection();
    await user.click(await screen.findByRole('radio', { name: 'Download from URL' }));
    const url = screen.getByRole('textbox', { name: 'Download from URL' });
    await user.type(url, 'http://download.example.org/file.zip');
    await user.click(screen.getByRole('button', { name: 'Import file' }));
    expect(
      await screen.findByText('must be an https address without a user name or password'),
    ).toBeTruthy();
    expect(posts()).toEqual([]);
  });
});
