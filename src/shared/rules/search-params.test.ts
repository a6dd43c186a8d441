import { describe, expect, it } from 'vitest';
import { providerFilterSchema, type ProviderListParams } from '../api/provider-query';
import {
  applySearchPatch,
  filterQueryObject,
  isBareSearch,
  readListParams,
  readTab,
  searchPatchOf,
  writeFilterParams,
  writeListParams,
} from './search-params';

const able = { canMatchInsurance: true, canSortByDistance: true };

// Each row: the list's search, the URL it is written as, and (read back) the same search.
const roundTrips: [string, ProviderListParams, string][] = [
  ['no filters', { sort: 'soonest' }, 'sort=soonest'],
  ['one service', { service: ['ABA'], sort: 'soonest' }, 'service=ABA&sort=soonest'],
  [
    'services sorted and repeated',
    { service: ['Speech Therapy', 'ABA'], anyService: true, sort: 'name' },
    'service=ABA&service=Speech+Therapy&anyService=true&sort=name',
  ],
  [
    'every filter in the stable order',
    {
      state: 'NC',
      q: 'chapel hill',
      service: ['ABA'],
      anyService: true,
      insurance: 'Medicaid',
      newPatients: true,
      age: 7,
      language: 'es',
      telehealth: true,
      accessible: true,
      matchingOnly: true,
      anyInsurance: true,
      within: 25,
      sort: 'distance',
    },
    'state=NC&q=chapel+hill&insurance=Medicaid&service=ABA&anyService=true&newPatients=true&age=7' +
      '&language=es&telehealth=true&accessible=true&matchingOnly=true&anyInsurance=true&within=25' +
      '&sort=distance',
  ],
  ['age 0 is a filter', { age: 0, sort: 'soonest' }, 'age=0&sort=soonest'],
  ['any distance', { within: 'any', sort: 'soonest' }, 'within=any&sort=soonest'],
  [
    'words that need escaping',
    { q: 'a&b=c', insurance: 'Blue Cross + Blue Shield', sort: 'soonest' },
    'q=a%26b%3Dc&insurance=Blue+Cross+%2B+Blue+Shield&sort=soonest',
  ],
];

describe('writeListParams and readListParams', () => {
  it.each(roundTrips)('%s', (_name, params, url) => {
    expect(writeListParams(params).toString()).toBe(url);
    expect(readListParams(new URLSearchParams(url), able)).toEqual({
      ...params,
      ...(params.service ? { service: [...params.service].sort() } : {}),
    });
  });

  it('leaves the default order out when asked to', () => {
    expect(writeListParams({ age: 4, sort: 'soonest' }, 'soonest').toString()).toBe('age=4');
    expect(writeListParams({ age: 4, sort: 'name' }, 'soonest').toString()).toBe('age=4&sort=name');
  });
});

describe('writeFilterParams', () => {
  it('leaves out unset, empty and false filters', () => {
    const params = writeFilterParams({
      state: undefined,
      q: '',
      service: [],
      anyService: false,
      telehealth: false,
      within: undefined,
    });
    expect(params.toString()).toBe('');
  });

  it('writes the map box last, as west,south,east,north', () => {
    const bounds = { west: -80.5, south: 35, east: -78, north: 36.25 };
    const params = writeFilterParams({ state: 'NC', bounds });
    expect(params.toString()).toBe('state=NC&bounds=-80.5%2C35%2C-78%2C36.25');
    expect(providerFilterSchema.parse(filterQueryObject(params))).toEqual({ state: 'NC', bounds });
  });

  it('makes the same URL for the same services in another order', () => {
    expect(writeFilterParams({ service: ['B', 'A'] }).toString()).toBe(
      writeFilterParams({ service: ['A', 'B'] }).toString(),
    );
  });
});

describe('readListParams', () => {
  const read = (url: string, ability = able) => readListParams(new URLSearchParams(url), ability);

  it('defaults to soonest and reads the older name of the order', () => {
    expect(read('')).toEqual({ sort: 'soonest' });
    expect(read('sort=wait')).toEqual({ sort: 'soonest' });
    expect(read('sort=sideways')).toEqual({ sort: 'soonest' });
  });

  it('drops each invalid or empty value and keeps the others', () => {
    expect(
      read(
        'state=nc&age=old&language=xx&within=13&telehealth=yes&q=%20&service=ABA&accessible=true',
      ),
    ).toEqual({ service: ['ABA'], accessible: true, sort: 'soonest' });
  });

  it('ignores unknown names and the tab', () => {
    expect(read('tab=list&utm_source=mail&bounds=1,2,3,4&age=5')).toEqual({
      age: 5,
      sort: 'soonest',
    });
  });

  it('drops a false boolean, as it is the same search as none', () => {
    expect(read('newPatients=false&anyService=false')).toEqual({ sort: 'soonest' });
  });

  it('drops a repeated service, not the search', () => {
    expect(read('service=ABA&service=ABA&age=3')).toEqual({ age: 3, sort: 'soonest' });
  });

  it('keeps to what the profile allows', () => {
    const unable = { canMatchInsurance: false, canSortByDistance: false };
    expect(read('matchingOnly=true&anyInsurance=true&within=10&sort=distance', unable)).toEqual({
      sort: 'soonest',
    });
  });
});

describe('the address', () => {
  it('reads the tab: the list only when it says so', () => {
    expect(readTab(new URLSearchParams('tab=list'))).toBe('list');
    expect(readTab(new URLSearchParams('tab=map'))).toBe('map');
    expect(readTab(new URLSearchParams('tab=other'))).toBe('map');
    expect(readTab(new URLSearchParams(''))).toBe('map');
  });

  it('is bare with no parameter but the tab', () => {
    expect(isBareSearch(new URLSearchParams('tab=list'))).toBe(true);
    expect(isBareSearch(new URLSearchParams(''))).toBe(true);
    expect(isBareSearch(new URLSearchParams('tab=list&sort=name'))).toBe(false);
  });

  it('applies a patch: replaces, removes the empty, repeats services', () => {
    const before = new URLSearchParams('tab=list&age=3&service=A&q=x');
    const after = applySearchPatch(before, {
      age: '5',
      q: '',
      service: ['B', 'C'],
      state: undefined,
      telehealth: 'true',
    });
    expect(after.toString()).toBe('tab=list&age=5&service=B&service=C&telehealth=true');
    expect(before.toString()).toBe('tab=list&age=3&service=A&q=x');
    expect(applySearchPatch(after, { service: [] }).toString()).toBe(
      'tab=list&age=5&telehealth=true',
    );
  });

  it('turns parameters into the patch that writes them, without the tab', () => {
    const search = new URLSearchParams('tab=list&service=A&age=3&service=B');
    expect(searchPatchOf(search)).toEqual({ service: ['A', 'B'], age: '3' });
    expect(
      applySearchPatch(new URLSearchParams('tab=list'), searchPatchOf(search)).toString(),
    ).toBe('tab=list&service=A&service=B&age=3');
  });

  it('reads repeated services as a list and one service as a list of one', () => {
    expect(filterQueryObject(new URLSearchParams('service=A&service=B&age=3'))).toEqual({
      service: ['A', 'B'],
      age: '3',
    });
    expect(filterQueryObject(new URLSearchParams('service=A'))).toEqual({ service: ['A'] });
  });
});
