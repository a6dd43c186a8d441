import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { Toaster } from '@client/components/toaster';
import { toast } from '@client/lib/toast';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@client/lib/query-client';
import { seriousAxeViolations } from '../../../../tests/support/axe-jsdom';
import { CareBasketSheet } from './care-basket-sheet';
import { basketApi, buildItem } from './testing/basket-api';
import { installTestApi } from '../../../../tests/support/test-api';

const world = { basket: [] as ReturnType<typeof buildItem>[] };
installTestApi(basketApi(world));

const juniper = buildItem(1, {
  name: 'Juniper Path Clinic',
  averageWaitTime: 18,
  waitTimeWeeks: 3,
});
const oakGrove = buildItem(2, { name: 'Oak Grove Center', city: 'Raleigh' });

beforeEach(() => {
  world.basket = [juniper, oakGrove];
});
afterEach(() => {
  toast.dismiss();
});

// Stands in for the header: a plain button (not a Radix trigger) opens the sheet, as in the app.
function Harness() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  return (
    <>
      <button
        type="button"
        onClick={(event) => {
          opener.current = event.currentTarget;
          setOpen(true);
        }}
      >
        Care basket
      </button>
      <CareBasketSheet open={open} onOpenChange={setOpen} returnFocusTo={opener} />
    </>
  );
}

async function openSheet() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      {/* The sheet's 'Edit' link leads to the profile, as under the app's router. */}
      <MemoryRouter>
        <Harness />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Care basket' }));
  const sheet = within(await screen.findByRole('dialog', { name: 'Care Basket' }));
  return { user, sheet };
}

describe('care basket side sheet', () => {
  it('lists the providers with remove buttons and the footer, without a submit button', async () => {
    const { sheet } = await openSheet();
    expect(sheet.getByText('Selected providers for appointment requests')).toBeTruthy();
    expect(await sheet.findByRole('heading', { name: 'Juniper Path Clinic' })).toBeTruthy();
    // Worded as on the list ('3 weeks'), not the basket page's 'About 3 weeks'.
    expect(sheet.getByText('3 weeks wait')).toBeTruthy();
    expect(sheet.getByText('Raleigh, NC')).toBeTruthy();
    expect(sheet.getByRole('button', { name: 'Remove Oak Grove Center' })).toBeTruthy();
    expect(sheet.getByText('2 provider(s) selected')).toBeTruthy();
    // What the requests will carry is said, not left to 'your profile information'.
    expect(await sheet.findByRole('heading', { name: 'What each clinic receives' })).toBeTruthy();
    expect(sheet.getByRole('button', { name: 'Submit Appointment Requests' })).toBeTruthy();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('removes with the provider page wording and returns focus to the opener on Escape', async () => {
    const { user, sheet } = await openSheet();
    await user.click(await sheet.findByRole('button', { name: 'Remove Juniper Path Clinic' }));

    expect(await screen.findByText('Removed from Care Basket')).toBeTruthy();
    expect(screen.getByText('Provider has been removed from your care basket.')).toBeTruthy();
    expect(await sheet.findByText('1 provider(s) selected')).toBeTruthy();
    expect(sheet.queryByRole('heading', { name: 'Juniper Path Clinic' })).toBeNull();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Care basket' }));
  });

  it('shows the empty state', async () => {
    world.basket = [];
    const { sheet } = await openSheet();
    expect(await sheet.findByText('Your care basket is empty')).toBeTruthy();
    expect(sheet.getByText('Add providers from the map to get started')).toBeTruthy();
    expect(sheet.queryByText(/provider\(s\) selected/)).toBeNull();
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
