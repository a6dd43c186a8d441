import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startNppesReplay, type NppesReplay } from '../../../../../../tests/servers/nppes-replay';
import { testRegistryClient } from '../../../../../../tests/support/import-admin';
import { AUTISM_TAXONOMIES, SEARCH_TERMS } from '@server/domain/registry/autism-taxonomies';
import { providerName } from '@server/domain/registry/format-name';
import { formatPhone } from '@server/domain/registry/us-address';
import { mapRecord, registryNameParts } from './map-record';
import { RegistryError } from './nppes-client';
import { nppesPageSchema, nppesRecordSchema } from './nppes-response';
import { pickAddress } from './pick-address';
import { searchRecords } from './search-records';

let replay: NppesReplay;
beforeAll(async () => {
  replay = await startNppesReplay();
});
afterAll(() => replay.close());
beforeEach(() => replay.reset());

const recorded = (name: string) =>
  JSON.parse(readFileSync(`tests/fixtures/nppes/${name}`, 'utf8')) as { results: unknown[] };

describe('the taxonomy table', () => {
  it('has valid, unique NUCC codes, and services only from the profile options', () => {
    const codes = AUTISM_TAXONOMIES.map((t) => t.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const t of AUTISM_TAXONOMIES) expect(t.code).toMatch(/^[0-9]{3}[0-9A-Z]{6}X$/);
    expect(SEARCH_TERMS[0]).toBe('Behavior Analyst');
  });
});

describe('records of the 2019 format', () => {
  it('reads the social-worker page: 9-digit ZIPs, a "#(715)" phone, names with credentials', () => {
    const records = recorded('social-worker-clinical-multi-legacy-2019.json').results.map((r) =>
      nppesRecordSchema.parse(r),
    );
    expect(records).toHaveLength(5);
    expect(records[0]!.number).toBe('1396949913');
    expect(providerName(registryNameParts(records[0]!))).toBe('Amir Steinberg, MD');
    expect(pickAddress(records[0]!.addresses)).toMatchObject({
      city: 'NEW YORK',
      state: 'NY',
      zip: '10029',
      phone: '(212) 241-6756',
    });
    expect(formatPhone('#(715) 838-3635')).toBe('(715) 838-3635');
    expect(formatPhone('12')).toBeNull();
    // Social workers are not in our table: left out by code, whatever their description.
    for (const record of records) expect(mapRecord(record, new Date()).kind).toBe('irrelevant');
  });

  it('skips a relevant record that has no usable US address', () => {
    const [kelsey] = recorded('psychologist-clinical-ga-legacy-2019.json').results;
    const record = nppesRecordSchema.parse(kelsey);
    record.addresses = record.addresses.map((a) => ({ ...a, country_code: 'AA' }));
    expect(mapRecord(record, new Date())).toEqual({ kind: 'skipped', reason: 'no usable address' });
  });

  it('recognises the Errors body the registry sends with HTTP 200', () => {
    const body = JSON.parse(
      readFileSync('tests/fixtures/nppes/error-no-valid-criteria.json', 'utf8'),
    );
    expect(nppesPageSchema.parse(body)).toHaveProperty('Errors');
  });
});

describe('the registry client', () => {
  const client = () => testRegistryClient(replay);
  const query = { state: 'NC', taxonomyDescription: 'Behavior Analyst', limit: 10, skip: 0 };

  it('asks version 2.1 by state and taxonomy and returns the page', async () => {
    const page = await client().fetchPage(query);
    expect(page).toHaveLength(10);
    expect(Object.fromEntries(replay.requests[0]!)).toEqual({
      version: '2.1',
      state: 'NC',
      taxonomy_description: 'Behavior Analyst',
      limit: '10',
      skip: '0',
    });
  });

  it('throws the Errors description, without retrying', async () => {
    replay.fault('NC', { kind: 'errors' });
    await expect(client().fetchPage(query)).rejects.toThrow(
      new RegistryError('NPI registry error: No valid search criteria provided', false),
    );
    expect(replay.requests).toHaveLength(1);
  });

  it('retries a 500 and a hang, then gives up with a clear reason', async () => {
    replay.fault('NC', { kind: 'status500' });
    await expect(client().fetchPage(query)).rejects.toThrow('NPI registry answered HTTP 500');
    expect(replay.requests).toHaveLength(3);
    replay.reset();
    replay.fault('NC', { kind: 'hang', times: 1 });
    const started = Date.now();
    expect(await client().fetchPage(query)).toHaveLength(10);
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    expect(replay.requests).toHaveLength(2);
  });

  it('never asks past the 1,200 window: it narrows by ZIP prefix instead', async () => {
    replay.setCount('NC', 'Behavior Analyst', 3000);
    const npis: string[] = [];
    const taken = await searchRecords(
      client(),
      { state: 'NC', taxonomyDescription: 'Behavior Analyst' },
      1500,
      (record) => {
        npis.push(String((record as { number: string }).number));
        return true;
      },
      { seen: new Set(), truncated: false },
    );
    expect(taken).toBe(1500);
    expect(new Set(npis).size).toBe(1500);
    const asked = replay.requests.map((q) => ({
      skip: Number(q.get('skip')),
      postal: q.get('postal_code'),
    }));
    expect(Math.max(...asked.map((a) => a.skip))).toBeLessThanOrEqual(1000);
    expect(asked.filter((a) => a.postal === null).map((a) => a.skip)).toEqual([
      0, 200, 400, 600, 800, 1000,
    ]);
    expect(asked.some((a) => /^\d{3}\*$/.test(a.postal ?? ''))).toBe(true);
  });
});
