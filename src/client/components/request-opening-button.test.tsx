import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@client/components/toaster';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@client/lib/query-client';
import { buildProfile } from '../../../tests/support/profile-fixtures';
import { buildRequest } from '../../../tests/support/request-fixtures';
import { installTestApi, polyfillRadix } from '../../../tests/support/test-api';
import { RequestOpeningButton } from './request-opening-button';

// 'Request this time' against a real HTTP server: the confirm step says what is sent, nothing goes
// before 'Send request', and the outcome is told by a toast and by the button's place.
polyfillRadix();

const OPENING_ID = '20000000-0000-4000-8000-000000000001';
const START = '2026-12-07T15:00:00.000Z';
const requested = buildRequest(1, {
  requestedTime: { start: START, state: 'waiting', heldUntil: null, timeZone: 'America/New_York' },
});
const ADULT_PROFILE = buildProfile({ careFor: 'self', childAgeYears: 34 });
const api = installTestApi(() => ({ status: 201, body: requested }));

function renderButton() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RequestOpeningButton
        providerName="Juniper Path Clinic"
        openingId={OPENING_ID}
        start={START}
        timeZone="America/New_York"
      />
      <Toaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const posts = () => api.received.filter((r) => r.method === 'POST');

describe('RequestOpeningButton', () => {
  it('says what will be sent, sends only on confirming, then says the time waits for the clinic', async () => {
    const user = renderButton();
    await user.click(screen.getByRole('button', { name: 'Request this time' }));
    const dialog = within(
      screen.getByRole('dialog', { name: 'Request 7 December 2026 at 10:00 AM EST?' }),
    );
    expect(
      dialog.getByText(/We will e-mail Juniper Path Clinic that you ask for this time/),
    ).toBeTruthy();
    expect(dialog.getByText(/offered to no other family, for 48 hours/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Not now' }));
    expect(posts()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Request this time' }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Time requested')).toBeTruthy();
    expect(
      screen.getByText('Requested: 7 December 2026 at 10:00 AM EST, waiting for the clinic'),
    ).toBeTruthy();
    expect(posts().map((r) => r.path)).toEqual([`/api/openings/${OPENING_ID}/requests`]);
  });

  it("tells an adult asking for themselves that their own age is sent, not a child's", async () => {
    api.handle = ({ path }) =>
      path === '/api/profile'
        ? { status: 200, body: { ...ADULT_PROFILE } }
        : { status: 201, body: requested };
    const user = renderButton();
    await user.click(screen.getByRole('button', { name: 'Request this time' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText(/your ZIP code, your age and note/)).toBeTruthy();
    expect(dialog.queryByText(/child/)).toBeNull();
  });

  it('tells the family in a toast when another family got the time', async () => {
    api.handle = () => ({
      status: 409,
      body: {
        code: 'opening_taken',
        message: 'Another family has just asked for this time. Please choose another opening.',
      },
    });
    const user = renderButton();
    await user.click(screen.getByRole('button', { name: 'Request this time' }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Your request was not sent')).toBeTruthy();
    expect(
      screen.getByText(
        'Another family has just asked for this time. Please choose another opening.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Request this time' })).toBeTruthy();
  });
});
