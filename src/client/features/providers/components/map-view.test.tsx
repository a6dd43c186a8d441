import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '@client/lib/query-client';
import { MapView } from './map-view';

// The map's own code arrives in a script of its own. When the connection drops it, the Map tab
// says so in the map's place (the list still works), rather than a blank frame.
vi.mock('../map/provider-map', () => {
  throw new Error('The connection dropped');
});

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"message":"offline"}', { status: 503 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

it("says the map could not be loaded, in the map's frame, when its code does not arrive", async () => {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/home']}>
        <MapView filters={{}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('The map could not be loaded.');
  expect(alert.textContent).toContain('use the List tab');
});
