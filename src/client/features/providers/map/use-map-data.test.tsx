import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProviderFilter } from '@shared/api/provider-query';
import type { ProviderMap } from '@shared/api/provider-map';
import { createQueryClient } from '@client/lib/query-client';
import { mapFilterKey, useProviderMapData } from './use-map-data';
import type { MapViewport } from './viewport';

// The request sequence of the map, with `fetch` answering like the server would.

const extent = { west: -85, south: 33, east: -83, north: 35 };
const fittedView = { center: { latitude: 34, longitude: -84 }, zoom: 7, bounds: extent };
const answer = (total: number, fit: boolean): ProviderMap => ({
  total,
  matching: 100,
  known: { telehealth: null, language: null },
  extent,
  nearby: null,
  view: fit ? fittedView : null,
  clusters: [],
  providers: [],
});

let requests: URLSearchParams[];
let failNext = false;

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const params = new URL(url, 'http://app.test').searchParams;
      requests.push(params);
      if (failNext) {
        failNext = false;
        return new Response('boom', { status: 500 });
      }
      return Response.json(answer(params.has('bounds') ? 7 : 100, params.has('width')));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const size = { width: 800, height: 600 };

function setup(filters: ProviderFilter, viewport: MapViewport | null) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    (props: { filters: ProviderFilter; viewport: MapViewport | null }) =>
      useProviderMapData(props.filters, size, props.viewport),
    { wrapper, initialProps: { filters, viewport } },
  );
}

const box = { west: -84.5, south: 33.5, east: -84, north: 34 };

describe('useProviderMapData', () => {
  it('asks once with the map size; the fitted view then needs no request of its own', async () => {
    const filters = { state: 'GA' };
    const { result, rerender } = setup(filters, null);

    await waitFor(() => expect(result.current.fitKey).toBe(mapFilterKey(filters)));
    expect(result.current.view).toEqual(fittedView);
    expect(result.current.matching).toBe(100);
    expect(requests.map(String)).toEqual(['state=GA&width=800&height=600']);

    const viewport = { filterKey: mapFilterKey(filters), zoom: 7, bounds: extent };
    result.current.keepFitAnswer(viewport);
    rerender({ filters, viewport });
    await waitFor(() => expect(result.current.fresh).toBe(true));
    expect(result.current.data?.total).toBe(100);
    expect(requests).toHaveLength(1);

    // A pan asks for its own view.
    rerender({ filters, viewport: { ...viewport, bounds: box, zoom: 9 } });
    await waitFor(() => expect(result.current.data?.total).toBe(7));
    expect(requests.at(-1)?.get('bounds')).toBe('-84.5,33.5,-84,34');
    expect(requests.at(-1)?.get('zoom')).toBe('9');
  });

  it('keeps the previous markers after a filter change until the new view arrives', async () => {
    const before = { state: 'GA' };
    const viewport = { filterKey: mapFilterKey(before), zoom: 9, bounds: box };
    const { result, rerender } = setup(before, viewport);
    await waitFor(() => expect(result.current.fresh).toBe(true));
    const shown = result.current.data;

    const after = { state: 'GA', q: 'clinic' };
    rerender({ filters: after, viewport });
    expect(result.current.fresh).toBe(false);
    expect(result.current.data).toBe(shown);
    await waitFor(() => expect(result.current.fitKey).toBe(mapFilterKey(after)));
    // The view read for the old filters is not asked for with the new ones.
    expect(requests.filter((params) => params.get('q') === 'clinic')).toHaveLength(1);
    expect(result.current.data).toBe(shown);

    rerender({ filters: after, viewport: { ...viewport, filterKey: mapFilterKey(after) } });
    await waitFor(() => expect(result.current.fresh).toBe(true));
    expect(result.current.data).not.toBe(shown);
  });

  it('reports a failure, keeps what was shown, and retries', async () => {
    const filters = {};
    const viewport = { filterKey: mapFilterKey(filters), zoom: 5, bounds: box };
    const { result, rerender } = setup(filters, viewport);
    await waitFor(() => expect(result.current.fresh).toBe(true));
    const shown = result.current.data;

    failNext = true;
    rerender({ filters, viewport: { ...viewport, zoom: 6 } });
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(result.current.data).toBe(shown);

    result.current.retry();
    await waitFor(() => expect(result.current.fresh).toBe(true));
    expect(result.current.error).toBeNull();
  });
});
