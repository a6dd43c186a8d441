// Adding to the basket against a real local HTTP server; the relative
// '/api/...' URLs are sent to it by a fetch wrapper, as in the page tests.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Toaster } from '@client/components/toaster';
import { toast } from '@client/lib/toast';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useAddToBasket } from './add-to-basket';
import { useCareBasket } from './get-care-basket';
import { createQueryClient } from '@client/lib/query-client';
import type * as SignedOut from '@client/lib/signed-out';

const { navigate } = vi.hoisted(() => ({ navigate: vi.fn() }));
vi.mock('@client/lib/signed-out', async (importOriginal) => {
  const actual = await importOriginal<typeof SignedOut>();
  return { ...actual, handleSignedOut: () => actual.handleSignedOut(navigate) };
});

const providerId = '00000000-0000-4000-8000-000000000001';
const item = {
  id: '00000000-0000-4000-8000-000000000101',
  addedAt: '2025-03-04T15:30:00.000Z',
  provider: {
    id: providerId,
    name: 'Juniper Path Clinic',
    specialty: 'Psychologist',
    city: 'Durham',
    state: 'NC',
    averageWaitTime: null,
    waitTimeWeeks: null,
    nextOpening: null,
    phone: null,
    requestBy: 'email',
    profileImageUrl: null,
    active: true,
  },
};

const ERRORS: Record<number, { code: string; message: string }> = {
  401: { code: 'unauthorized', message: 'Unauthorized' },
  409: { code: 'already_in_basket', message: 'This provider is already in your care basket' },
  500: { code: 'internal', message: 'Something went wrong on our side.' },
};

let postStatus = 201;
let basketGets = 0;
let added = false;
let server: Server;
const originalFetch = globalThis.fetch;

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    response.setHeader('Content-Type', 'application/json');
    if (request.method === 'GET') {
      basketGets += 1;
      // The basket holds what was added; after a 409, the provider someone else already added.
      response.end(JSON.stringify(postStatus === 409 || added ? [item] : []));
      return;
    }
    added = postStatus === 201;
    response.writeHead(postStatus);
    response.end(JSON.stringify(postStatus === 201 ? item : ERRORS[postStatus]));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  globalThis.fetch = (input, init) =>
    originalFetch(
      typeof input === 'string' && input.startsWith('/') ? origin + input : input,
      init,
    );
});
afterAll(async () => {
  globalThis.fetch = originalFetch;
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  toast.dismiss();
  navigate.mockReset();
  basketGets = 0;
  added = false;
});

function renderAdd() {
  const queryClient = createQueryClient();
  render(<Toaster />);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => ({ add: useAddToBasket(), basket: useCareBasket() }), { wrapper });
}

describe('useAddToBasket', () => {
  it('adds, says so and shows the item at once', async () => {
    postStatus = 201;
    const { result } = renderAdd();
    await waitFor(() => expect(result.current.basket.data).toEqual([]));
    act(() => result.current.add.mutate(providerId));
    expect(await screen.findByText('Added to Care Basket')).toBeTruthy();
    expect(screen.getByText('Provider has been added to your care basket.')).toBeTruthy();
    expect(result.current.basket.data?.map(({ id }) => id)).toContain(item.id);
  });

  it('on 409 shows no error and refreshes the basket', async () => {
    postStatus = 409;
    const { result } = renderAdd();
    await waitFor(() => expect(result.current.basket.isSuccess).toBe(true));
    const getsBefore = basketGets;
    act(() => result.current.add.mutate(providerId));
    await waitFor(() => expect(basketGets).toBe(getsBefore + 1));
    await waitFor(() => expect(result.current.add.isError).toBe(true));
    expect(screen.queryByText('Error')).toBeNull();
  });

  it('says it failed on other errors', async () => {
    postStatus = 500;
    const { result } = renderAdd();
    act(() => result.current.add.mutate(providerId));
    expect(await screen.findByText('Failed to add provider to basket.')).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('takes a 401 down the signed-out path', async () => {
    postStatus = 401;
    const { result } = renderAdd();
    act(() => result.current.add.mutate(providerId));
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeTruthy();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/api/login'));
    expect(screen.queryByText('Failed to add provider to basket.')).toBeNull();
  });
});
