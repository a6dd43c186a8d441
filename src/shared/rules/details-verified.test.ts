import { describe, expect, it } from 'vitest';
import { detailsVerifiedText, newPatientsText, verifiedAgo } from './details-verified';
import { searchT } from './testing/search-words';

const now = new Date('2026-03-15T09:00:00Z');
const en = searchT('en');
const es = searchT('es');

describe('verifiedAgo', () => {
  it.each([
    ['2026-03-15T00:01:00Z', 'today'],
    ['2026-03-14T23:59:00Z', 'yesterday'],
    ['2026-03-03T12:00:00Z', '12 days ago'],
    ['2026-01-15T12:00:00Z', '59 days ago'],
    ['2026-01-14T12:00:00Z', '2 months ago'],
    ['2025-03-15T12:00:00Z', '12 months ago'],
    ['2024-03-16T12:00:00Z', '24 months ago'],
    ['2024-03-15T12:00:00Z', '2 years ago'],
  ])('%s reads %s', (at, text) => {
    expect(verifiedAgo(at, en, now)).toBe(text);
  });

  it('says today for a clock slightly ahead of ours rather than a negative age', () => {
    expect(verifiedAgo('2026-03-16T01:00:00Z', en, now)).toBe('today');
  });
});

describe('detailsVerifiedText', () => {
  it('words the verification for families, and nothing when never verified', () => {
    expect(detailsVerifiedText('2026-03-03T12:00:00Z', en, now)).toBe(
      'Insurance and services verified 12 days ago',
    );
    expect(detailsVerifiedText(new Date('2026-03-15T08:00:00Z'), en, now)).toBe(
      'Insurance and services verified today',
    );
    expect(detailsVerifiedText(null, en, now)).toBeNull();
  });
});

describe('newPatientsText', () => {
  it('says what is known and nothing otherwise', () => {
    expect(newPatientsText(true, en)).toBe('Accepting new patients');
    expect(newPatientsText(false, en)).toBe('Not accepting new patients');
    expect(newPatientsText(null, en)).toBeNull();
  });
});

describe('in Spanish', () => {
  it('words the verification and new patients for families', () => {
    expect(verifiedAgo('2026-03-14T23:59:00Z', es, now)).toBe('ayer');
    expect(verifiedAgo('2025-03-15T12:00:00Z', es, now)).toBe('hace 12 meses');
    expect(verifiedAgo('2023-03-15T12:00:00Z', es, now)).toBe('hace 3 años');
    expect(detailsVerifiedText('2026-03-03T12:00:00Z', es, now)).toBe(
      'Seguro médico y servicios verificados hace 12 días',
    );
    expect(newPatientsText(true, es)).toBe('Acepta pacientes nuevos');
    expect(newPatientsText(false, es)).toBe('No acepta pacientes nuevos');
  });
});
