import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@client/components/toaster';
import { afterEach, describe, expect, it } from 'vitest';
import type { SchedulingLinkStatus } from '@shared/api/scheduling-links';
import { showLanguage } from '@client/i18n/i18n';
import { createQueryClient } from '@client/lib/query-client';
import { seriousAxeViolations } from '../../../tests/support/axe-jsdom';
import { installTestApi } from '../../../tests/support/test-api';
import { SchedulingLinkForm } from './scheduling-link-form';

const ENDPOINT = '/api/clinic/listings/00000000-0000-4000-8000-000000000001/scheduling-link';
const URL_ = 'https://scheduling.willow.example.org/$bulk-publish';
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

const read: SchedulingLinkStatus = {
  link: {
    url: URL_,
    connectedAt: minutesAgo(60),
    lastAttemptAt: minutesAgo(5),
    lastSuccessAt: minutesAgo(5),
    lastOutcome: 'ok',
    lastFailure: null,
    retryNotBefore: null,
    counts: {
      locations: 38,
      matched: 30,
      unmatched: 8,
      schedules: 38,
      slotsKept: 1234,
      busySkipped: 200,
      pastSkipped: 3,
      badLines: 0,
      overCap: 0,
    },
    openings: 1234,
    reading: false,
  },
};

let current: SchedulingLinkStatus = { link: null };
const api = installTestApi((request) => {
  if (request.method === 'GET') return { status: 200, body: current };
  const url = (request.body as { url: string | null }).url;
  if (url?.includes('127.0.0.2')) {
    return {
      status: 400,
      body: { code: 'invalid_input', field: 'url', message: 'must be a public address' },
    };
  }
  if (url === null) {
    current = { link: null };
    return { status: 202, body: current };
  }
  if (readBeforeAnswering) {
    // The server's clock is a minute behind the browser's: the read looks older than the click.
    current = { link: { ...read.link!, lastAttemptAt: minutesAgo(1) } };
    return { status: 202, body: current };
  }
  // Answered before the read, which is done by the time the form asks again.
  current = { link: { ...read.link!, lastAttemptAt: new Date().toISOString() } };
  const unread = { ...read.link!, lastAttemptAt: null, lastSuccessAt: null, lastOutcome: null };
  return { status: 202, body: { link: { ...unread, counts: null, openings: 0, reading: true } } };
});
/** The server's job runner reads the link before the PUT's answer is written. */
let readBeforeAnswering = false;
afterEach(() => {
  current = { link: null };
  readBeforeAnswering = false;
  return showLanguage('en');
});

function renderForm() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <SchedulingLinkForm endpoint={ENDPOINT} />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('SchedulingLinkForm', () => {
  it('connects an address at its endpoint and says what the read found', async () => {
    renderForm();
    expect(await screen.findByText('No scheduling system is connected.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Manifest address ($bulk-publish)'), URL_);
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText(`Connected: ${URL_}. Reading it now…`)).toBeTruthy();
    expect(
      await screen.findByText('Last read now: 38 locations, 30 matched, 1,234 openings'),
    ).toBeTruthy();
    expect(api.received.find((r) => r.method === 'PUT')).toMatchObject({
      path: ENDPOINT,
      body: { url: URL_ },
    });
    expect(screen.getByText('8 locations match no listing (by NPI or address).')).toBeTruthy();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it("shows a read done before the request's answer, whatever the browser's clock says", async () => {
    readBeforeAnswering = true;
    renderForm();
    await userEvent.type(await screen.findByLabelText('Manifest address ($bulk-publish)'), URL_);
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(
      await screen.findByText('Last read 1 minute ago: 38 locations, 30 matched, 1,234 openings'),
    ).toBeTruthy();
    expect(screen.queryByText(/Reading it now/)).toBeNull();
  });

  it('says so while a read on the schedule is running, and shows it once done', async () => {
    current = { link: { ...read.link!, reading: true } };
    renderForm();
    expect(await screen.findByText(`Connected: ${URL_}. Reading it now…`)).toBeTruthy();
    current = { link: { ...read.link!, lastAttemptAt: new Date().toISOString() } };
    expect(
      await screen.findByText('Last read now: 38 locations, 30 matched, 1,234 openings'),
    ).toBeTruthy();
  });

  it('says when nothing has been read yet and no read is underway', async () => {
    current = {
      link: {
        ...read.link!,
        lastAttemptAt: null,
        lastSuccessAt: null,
        lastOutcome: null,
        counts: null,
        openings: 0,
      },
    };
    renderForm();
    expect(await screen.findByText('Nothing has been read from it yet.')).toBeTruthy();
    expect(screen.queryByText(/Reading it now/)).toBeNull();
  });

  it('says a failure plainly and that the last good read is kept', async () => {
    current = {
      link: {
        ...read.link!,
        lastAttemptAt: minutesAgo(2),
        lastOutcome: 'failed',
        lastFailure: 'timeout',
      },
    };
    renderForm();
    expect(
      await screen.findByText(
        'The last read 2 minutes ago failed: the publisher did not answer in time.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('The last good read (5 minutes ago) is kept: 1,234 openings.'),
    ).toBeTruthy();
  });

  it("shows the server's refusal on the field", async () => {
    renderForm();
    const field = await screen.findByLabelText('Manifest address ($bulk-publish)');
    await userEvent.type(field, 'http://127.0.0.2/$bulk-publish');
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('must be a public address')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
  });

  it('says what the last read found: "Last read 5 minutes ago: ..."', async () => {
    current = read;
    renderForm();
    expect(
      await screen.findByText('Last read 5 minutes ago: 38 locations, 30 matched, 1,234 openings'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Read now' })).toBeTruthy();
  });

  it('disconnects', async () => {
    current = read;
    renderForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('No scheduling system is connected.')).toBeTruthy();
    expect(api.received.find((r) => r.method === 'PUT')?.body).toEqual({ url: null });
  });

  it('speaks Spanish', async () => {
    await showLanguage('es');
    current = read;
    renderForm();
    expect(
      await screen.findByText(
        'Última lectura hace 5 minutos: 38 ubicaciones, 30 asociadas, 1,234 citas disponibles',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Desconectar' })).toBeTruthy();
  });
});
