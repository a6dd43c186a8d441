import { describe, expect, it } from 'vitest';
import { INSURANCE_OPTIONS, SERVICE_OPTIONS } from '@shared/rules/care-options';
import { SAMPLE_CITIES, SAMPLE_STATES } from './cities';
import { sampleProviders } from './sample-providers';

// Rough bounding boxes (degrees) of each sample state: catches a swapped sign or a typo that
// would put a provider in the ocean, another state or another continent.
const STATE_BOXES: Record<string, { lat: [number, number]; lon: [number, number] }> = {
  NC: { lat: [33.8, 36.6], lon: [-84.4, -75.4] },
  GA: { lat: [30.3, 35.0], lon: [-85.7, -80.8] },
  TX: { lat: [25.8, 36.5], lon: [-106.7, -93.5] },
  AZ: { lat: [31.3, 37.0], lon: [-114.9, -109.0] },
  OR: { lat: [41.9, 46.3], lon: [-124.6, -116.4] },
  IN: { lat: [37.7, 41.8], lon: [-88.1, -84.8] },
  VA: { lat: [36.5, 39.5], lon: [-83.7, -75.2] },
  MI: { lat: [41.7, 48.3], lon: [-90.5, -82.1] },
  MD: { lat: [37.9, 39.8], lon: [-79.5, -75.0] },
};

const isInside = (state: string, latitude: number, longitude: number): boolean => {
  const box = STATE_BOXES[state];
  if (!box) return false;
  return (
    latitude >= box.lat[0] &&
    latitude <= box.lat[1] &&
    longitude >= box.lon[0] &&
    longitude <= box.lon[1]
  );
};

describe('sampleProviders', () => {
  const rows = sampleProviders();

  it('returns about 300 rows spread over the nine sample states', () => {
    expect(rows.length).toBeGreaterThanOrEqual(290);
    expect(rows.length).toBeLessThanOrEqual(310);
    for (const state of SAMPLE_STATES) {
      const count = rows.filter((row) => row.state === state).length;
      expect(count, state).toBeGreaterThanOrEqual(25);
      expect(count, state).toBeLessThanOrEqual(40);
    }
    expect(rows.every((row) => (SAMPLE_STATES as readonly string[]).includes(row.state))).toBe(
      true,
    );
  });

  it('is deterministic', () => {
    expect(sampleProviders()).toEqual(rows);
  });

  it('gives every practice a unique name', () => {
    expect(new Set(rows.map((row) => row.name)).size).toBe(rows.length);
  });

  it('uses only the shared service and insurance options, within their limits', () => {
    const services: readonly string[] = SERVICE_OPTIONS;
    const insurance: readonly string[] = INSURANCE_OPTIONS;
    for (const row of rows) {
      const offered = row.servicesOffered ?? [];
      const accepted = row.acceptedInsurance ?? [];
      expect(offered.length, row.name).toBeGreaterThanOrEqual(1);
      expect(offered.length, row.name).toBeLessThanOrEqual(5);
      expect(accepted.length, row.name).toBeLessThanOrEqual(6);
      for (const service of offered) expect(services).toContain(service);
      for (const plan of accepted) expect(insurance).toContain(plan);
      if (accepted.includes('Kaiser Permanente'))
        expect(['OR', 'GA', 'VA', 'MD']).toContain(row.state);
    }
    expect(rows.some((row) => row.acceptedInsurance?.length === 0)).toBe(true);
  });

  it('only gives behaviour analysts behavioural services', () => {
    const bcbas = rows.filter((row) => row.specialty.includes('BCBA'));
    expect(bcbas.length).toBeGreaterThan(0);
    for (const row of bcbas) expect(row.servicesOffered).not.toContain('ADHD Evaluation');
  });

  it('uses fictional 555-01xx phone numbers', () => {
    for (const row of rows) expect(row.phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
  });

  it('places every provider inside its state', () => {
    for (const row of rows) {
      expect(isInside(row.state, row.latitude, row.longitude), `${row.name} ${row.city}`).toBe(
        true,
      );
    }
    for (const city of SAMPLE_CITIES) {
      expect(isInside(city.state, city.latitude, city.longitude), city.city).toBe(true);
      expect(city.zipCode).toMatch(/^\d{5}$/);
    }
  });

  it('has unknown wait times and waits of over a year', () => {
    const waits = rows.map((row) => row.averageWaitTime);
    expect(waits.filter((wait) => wait === null).length).toBeGreaterThan(0);
    expect(waits.filter((wait) => wait != null && wait > 365).length).toBeGreaterThan(0);
    expect(waits.every((wait) => wait == null || (Number.isInteger(wait) && wait >= 0))).toBe(true);
  });

  it('is flagged as sample, with no NPI and no picture', () => {
    for (const row of rows) {
      expect(row.source).toBe('sample');
      expect(row.npiNumber).toBeNull();
      expect(row.profileImageUrl).toBeNull();
    }
  });

  it('uses the reserved .example domain for every e-mail and website', () => {
    for (const row of rows) {
      if (row.email != null) expect(row.email).toMatch(/^[a-z]+@[a-z0-9-]+\.example$/);
      if (row.websiteUrl != null) expect(new URL(row.websiteUrl).hostname).toMatch(/\.example$/);
    }
    expect(rows.some((row) => row.email === null)).toBe(true);
    expect(rows.some((row) => row.websiteUrl === null)).toBe(true);
    expect(rows.some((row) => row.websiteUrl?.includes('?'))).toBe(true);
  });
});
