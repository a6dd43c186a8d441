import { describe, expect, it } from 'vitest';
import { detailsVerifiedText, newPatientsText, verifiedAgo } from './details-verified';

const now = new Date('2026-03-15T09:00:00Z');

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
    expect(verifiedAgo(at, now)).toBe(text);
  });

  it('says today for a clock slightly ahead of ours rather than a negative age', () => {
    expect(verifiedAgo('2026-03-16T01:00:00Z', now)).toBe('today');
  });
});

describe('detailsVerifiedText', () => {
  it('words the verification for families, and nothing when never verified', () => {
    expect(detailsVerifiedText('2026-03-03T12:00:00Z', now)).toBe(
      'Insurance and services verified 12 days ago',
    );
    expect(detailsVerifiedText(new Date('2026-03-15T08:00:00Z'), now)).toBe(
      'Insurance and services verified today',
    );
    expect(detailsVerifiedText(null, now)).toBeNull();
  });
});

describe('newPatientsText', () => {
  it('says what is known and nothing otherwise', () => {
    expect(newPatientsText(true)).toBe('Accepting new patients');
    expect(newPatientsText(false)).toBe('Not accepting new patients');
    expect(newPatientsText(null)).toBeNull();
  });
});
