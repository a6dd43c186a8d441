import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProviderResult } from '@shared/api/providers';
import { showLanguage } from '@client/i18n/i18n';
import { createQueryClient } from '@client/lib/query-client';
import { buildProvider } from '../testing/fixtures';
import { ProviderCard } from './provider-card';

// The card's note for a provider placed only at its ZIP code's centre, wide and compact.

const registryProvider = buildProvider(1, {
  name: 'Big Sky Behavior Analysis',
  addressLine: '12 Main St',
  city: 'Helena',
  state: 'MT',
  zipCode: '59601',
  source: 'registry',
  locationApproximate: true,
});

function renderCard(provider: ProviderResult) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ProviderCard
          provider={provider}
          inBasket={false}
          pending={false}
          onToggle={() => {}}
          requested={null}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('article', { name: provider.name });
}

const NOTE = 'Location approximate (ZIP code)';

describe.each([
  ['a large screen', 1280],
  ['a phone', 375],
])('on %s', (_, width) => {
  const before = window.innerWidth;
  beforeEach(() => {
    window.innerWidth = width;
  });
  afterEach(async () => {
    window.innerWidth = before;
    await showLanguage('en');
  });

  it('says the location is approximate, without opening the details', () => {
    const card = renderCard(registryProvider);
    expect(within(card).getByText(NOTE)).toBeTruthy();
  });

  it('says nothing of the kind for a provider placed exactly', () => {
    const card = renderCard({ ...registryProvider, locationApproximate: false });
    expect(within(card).queryByText(NOTE)).toBeNull();
  });

  it('says it in Spanish', async () => {
    await showLanguage('es');
    const card = renderCard(registryProvider);
    expect(within(card).getByText('Ubicación aproximada (según el código postal)')).toBeTruthy();
    expect(within(card).queryByText(NOTE)).toBeNull();
  });
});

it('on a phone, keeps the note once when the details open, under the address', async () => {
  const before = window.innerWidth;
  window.innerWidth = 375;
  try {
    const user = userEvent.setup();
    const card = renderCard(registryProvider);
    await user.click(within(card).getByRole('button', { name: /Show details/ }));
    const notes = within(card).getAllByText(NOTE);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.previousElementSibling!.textContent).toContain('12 Main St, Helena, MT 59601');
  } finally {
    window.innerWidth = before;
  }
});
