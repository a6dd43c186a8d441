import { describe, expect, it } from 'vitest';
import { providerMapQuerySchema } from '@shared/api/provider-map';
import { providerMapQueryOptions, providerMapSearch } from '../api/get-provider-map';
import { mapFilters } from '@shared/rules/provider-search';
import { mapFilterKey } from './use-map-data';
import { sameViewport, toApiBounds, toApiZoom } from './viewport';

describe('providerMapSearch', () => {
  it('sends the filters and the zoom, leaving unset filters out', () => {
    expect(providerMapSearch({ zoom: 2 })).toBe('zoom=2');
    const search = providerMapSearch({
      state: 'GA',
      q: 'atlanta',
      service: ['Autism Diagnosis'],
      insurance: 'Medicaid',
      matchingOnly: true,
      bounds: { west: -85.5, south: 33, east: -83.25, north: 34.5 },
      zoom: 9,
    });
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
      state: 'GA',
      q: 'atlanta',
      service: 'Autism Diagnosis',
      insurance: 'Medicaid',
      matchingOnly: 'true',
      bounds: '-85.5,33,-83.25,34.5',
      zoom: '9',
    });
  });

  it('writes what the server schema reads back to the same request', () => {
    const request = {
      state: 'NC',
      matchingOnly: true,
      bounds: { west: -84.3, south: 33.8, east: -75.4, north: 36.6 },
      zoom: 7,
    };
    const parsed = providerMapQuerySchema.parse(
      Object.fromEntries(new URLSearchParams(providerMapSearch(request))),
    );
    expect(parsed).toEqual(request);
  });

  it('leaves matchingOnly out when it is off', () => {
    expect(providerMapSearch({ matchingOnly: false, zoom: 4 })).toBe('zoom=4');
  });

  it('gives equal requests equal query keys', () => {
    const a = providerMapQueryOptions({ q: 'x', state: 'GA', zoom: 3 }).queryKey;
    const b = providerMapQueryOptions({ state: 'GA', q: 'x', zoom: 3 }).queryKey;
    expect(a).toEqual(b);
    expect(a[0]).toBe('/api/providers/map');
  });
});

describe('mapFilterKey', () => {
  it('ignores a box and anything else the page keeps beside the filters', () => {
    const withExtras = {
      state: 'TX',
      bounds: { west: 0, south: 0, east: 1, north: 1 },
      sort: 'wait',
    };
    expect(mapFilters(withExtras)).toEqual({ state: 'TX' });
    expect(mapFilterKey(withExtras)).toBe(mapFilterKey({ state: 'TX' }));
    expect(mapFilterKey({ state: 'TX' })).not.toBe(mapFilterKey({ state: 'GA' }));
  });
});

describe('toApiBounds', () => {
  it('rounds outwards to 4 decimals so the box still covers the view', () => {
    expect(
      toApiBounds({ west: -84.123456, south: 33.000011, east: -83.000011, north: 34.654321 }),
    ).toEqual({ west: -84.1235, south: 33, east: -83, north: 34.6544 });
  });

  it('keeps the box inside the ranges the API accepts when zoomed far out', () => {
    expect(toApiBounds({ west: -250.2, south: -95, east: 190.7, north: 91 })).toEqual({
      west: -180,
      south: -90,
      east: 180,
      north: 90,
    });
    expect(toApiBounds({ west: 170, south: 10, east: 200, north: 20 })).toEqual({
      west: 170,
      south: 10,
      east: 180,
      north: 20,
    });
  });
});

describe('toApiZoom', () => {
  it('is a whole level from 2 to 19', () => {
    expect(toApiZoom(10)).toBe(10);
    expect(toApiZoom(7.6)).toBe(8);
    expect(toApiZoom(0)).toBe(2);
    expect(toApiZoom(22)).toBe(19);
  });
});

describe('sameViewport', () => {
  const view = { filterKey: 'state=GA', zoom: 8, bounds: { west: 1, south: 2, east: 3, north: 4 } };
  it('compares the filters key, the zoom and the box', () => {
    expect(sameViewport(null, view)).toBe(false);
    expect(sameViewport({ ...view, bounds: { ...view.bounds } }, view)).toBe(true);
    expect(sameViewport({ ...view, zoom: 9 }, view)).toBe(false);
    expect(sameViewport({ ...view, filterKey: '' }, view)).toBe(false);
    expect(sameViewport({ ...view, bounds: { ...view.bounds, north: 5 } }, view)).toBe(false);
  });
});
