import type { Location, Practitioner, PractitionerRole } from 'fhir/r4';
import { describe, expect, it } from 'vitest';
import { zipCentroid } from '@server/domain/places/zip-centroids';
import { directoryReaders, retryAfterMs } from './fhir/directory-client';
import {
  ACCESSIBILITY,
  ACCESSIBILITY_CS,
  NETWORK_REFERENCE,
  NEW_PATIENTS,
  NUCC,
  US_NPI,
} from './fhir/plan-net';
import { readAccessibility } from './read-place';
import { readRole } from './read-role';

// How one Plan-Net PractitionerRole reads: who, where, in which networks, taking new patients.

const practitioner: Practitioner = {
  resourceType: 'Practitioner',
  id: 'p1',
  identifier: [{ system: US_NPI, value: '1234567893' }],
  name: [{ use: 'official', given: ['ANA'], family: 'RUIZ', suffix: ['CCC-SLP'] }],
  communication: [
    { coding: [{ system: 'urn:ietf:bcp:47', code: 'es-MX' }] },
    { coding: [{ system: 'urn:ietf:bcp:47', code: 'en' }] },
    { coding: [{ system: 'urn:ietf:bcp:47', code: 'qya' }] },
  ],
};

const accepting = (code: string, network?: string) => ({
  url: NEW_PATIENTS,
  extension: [
    { url: 'acceptingPatients', valueCodeableConcept: { coding: [{ code }] } },
    ...(network ? [{ url: 'fromNetwork', valueReference: { reference: network } }] : []),
  ],
});

const location: Location = {
  resourceType: 'Location',
  id: 'l1',
  extension: [accepting('nopt')],
  address: { line: ['5 MAIN ST'], city: 'NEW HAVEN', state: 'CT', postalCode: '065101234' },
  position: { latitude: 41.3, longitude: -72.9 },
  telecom: [{ system: 'phone', value: '(203) 555-0101 x12' }],
};

const role = (overrides: Partial<PractitionerRole> = {}): PractitionerRole => ({
  resourceType: 'PractitionerRole',
  id: 'r1',
  meta: { lastUpdated: '2026-01-02T03:04:05Z' },
  practitioner: { reference: 'Practitioner/p1' },
  location: [{ reference: 'Location/l1' }],
  specialty: [{ coding: [{ system: NUCC, code: '235Z00000X' }] }],
  extension: [
    {
      url: NETWORK_REFERENCE,
      valueReference: { reference: 'Organization/n1', display: 'Net One' },
    },
    {
      url: NETWORK_REFERENCE,
      valueReference: { reference: 'Organization/n2', display: 'Net Two' },
    },
    accepting('newpt', 'Organization/n1'),
  ],
  ...overrides,
});

const included = new Map<string, Practitioner | Location>([
  ['Practitioner/p1', practitioner],
  ['Location/l1', location],
]);

describe('a PractitionerRole', () => {
  it('reads as a provider at its location, in each network with that network’s new-patient answer', () => {
    expect(readRole(role(), included)).toEqual({
      kind: 'participation',
      participation: {
        source: 'PractitionerRole/r1',
        sourceUpdatedAt: new Date('2026-01-02T03:04:05Z'),
        location: 'Location/l1',
        networks: [
          { network: 'Organization/n1', networkName: 'Net One', acceptingNewPatients: true },
          // The role says nothing for this network; its location takes no new patients.
          { network: 'Organization/n2', networkName: 'Net Two', acceptingNewPatients: false },
        ],
        provider: {
          npi: '1234567893',
          name: 'Ana Ruiz, CCC-SLP',
          specialty: 'Speech-Language Pathologist',
          servicesOffered: ['Speech-Language Therapy'],
          taxonomyCodes: ['235Z00000X'],
          phone: '(203) 555-0101',
          // Languages families can search for, as ISO 639-1 codes.
          languages: ['es', 'en'],
          place: {
            addressLine: '5 Main St',
            city: 'New Haven',
            state: 'CT',
            zipCode: '06510',
            latitude: 41.3,
            longitude: -72.9,
            // The Location gave its own position.
            locationApproximate: false,
            accessibility: null,
          },
        },
      },
    });
  });

  it('outside autism care, or inactive, is irrelevant: any claim it made ends', () => {
    const cardiology = role({ specialty: [{ coding: [{ system: NUCC, code: '207RC0000X' }] }] });
    expect(readRole(cardiology, included)).toEqual({
      kind: 'irrelevant',
      source: 'PractitionerRole/r1',
    });
    expect(readRole(role({ active: false }), included).kind).toBe('irrelevant');
  });

  it('without its practitioner, an NPI or a network is skipped', () => {
    expect(readRole(role(), new Map()).kind).toBe('skipped');
    const noNpi = new Map(included).set('Practitioner/p1', { ...practitioner, identifier: [] });
    expect(readRole(role(), noNpi).kind).toBe('skipped');
    expect(readRole(role({ extension: [] }), included).kind).toBe('skipped');
  });

  it('without a position on its Location is placed at the ZIP code centre, flagged approximate', () => {
    const noPosition = new Map(included).set('Location/l1', { ...location, position: undefined });
    const result = readRole(role(), noPosition);
    const centre = zipCentroid('06510')!;
    expect(result.kind === 'participation' && result.participation.provider.place).toMatchObject({
      zipCode: '06510',
      latitude: centre.latitude,
      longitude: centre.longitude,
      locationApproximate: true,
    });
  });

  it('without a usable location still matches by NPI, but has no place to be created at', () => {
    const result = readRole(role({ location: [] }), included);
    expect(result.kind === 'participation' && result.participation.provider.place).toBeNull();
  });
});

describe("a Location's accessibility", () => {
  const accessible = (...codings: { system?: string; code: string }[]): Location => ({
    ...location,
    extension: [
      ...location.extension!,
      { url: ACCESSIBILITY, valueCodeableConcept: { coding: codings, text: 'Ramp at the back' } },
    ],
  });

  it("belongs to the provider's place, as the codes it reports", () => {
    const at = new Map(included).set(
      'Location/l1',
      accessible({ system: ACCESSIBILITY_CS, code: 'handiaccess' }),
    );
    const result = readRole(role(), at);
    expect(result.kind === 'participation' && result.participation.provider.place).toMatchObject({
      accessibility: ['handiaccess'],
    });
  });

  it('is null when the Location reports none', () => {
    expect(readAccessibility(location)).toBeNull();
    expect(readAccessibility(accessible())).toBeNull();
  });

  it('keeps only the known codes of the code system, once each, in its order', () => {
    const codes = accessible(
      { system: ACCESSIBILITY_CS, code: 'pubtrans' },
      { system: ACCESSIBILITY_CS, code: 'wheelchair' },
      { system: 'http://example.org/other', code: 'adacomp' },
      { system: ACCESSIBILITY_CS, code: 'handiaccess' },
      { system: ACCESSIBILITY_CS, code: 'pubtrans' },
    );
    expect(readAccessibility(codes)).toEqual(['handiaccess', 'pubtrans']);
    expect(readAccessibility(accessible({ system: ACCESSIBILITY_CS, code: 'ramp' }))).toBeNull();
  });
});

describe('the directory client', () => {
  it('refuses a next-page link that leads away from the directory', async () => {
    const reader = directoryReaders()('https://payer.example/fhir');
    await expect(reader.next('https://elsewhere.example/fhir?page=2')).rejects.toMatchObject({
      kind: 'refused',
    });
  });

  it('reads Retry-After as seconds or a date, within the longest wait it honours', () => {
    expect(retryAfterMs('3', 60_000)).toBe(3000);
    expect(retryAfterMs('600', 60_000)).toBe(60_000);
    expect(retryAfterMs(new Date(Date.now() + 10_000).toUTCString(), 60_000)).toBeGreaterThan(8000);
    expect(retryAfterMs(null, 60_000)).toBeUndefined();
    expect(retryAfterMs('soon', 60_000)).toBeUndefined();
  });
});
