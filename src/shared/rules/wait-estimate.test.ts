import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  estimateWait,
  familySamples,
  providerWait,
  sampleOf,
  type WaitEvidence,
  type WaitSample,
} from './wait-estimate';

let families = 0;
const nextFamily = () => `family-${(families += 1)}`;
const reported = (days: number, family = nextFamily()): WaitSample => ({
  days,
  kind: 'reported',
  family,
});
const observed = (days: number, family = nextFamily()): WaitSample => ({
  days,
  kind: 'observed',
  family,
});

const DAY = 86_400_000;
const at = (iso: string) => new Date(iso);
/** A request sent on `sent`, with an appointment the clinic confirmed `bookedAfter` days later. */
const booking = (family: string, sent: string, bookedAfter: number): WaitEvidence => ({
  family,
  submittedAt: at(sent),
  confirmedDate: new Date(at(sent).getTime() + bookedAfter * DAY),
  answer: null,
  earliestDate: null,
  waitlistAmount: null,
  waitlistUnit: null,
});
const answered = (family: string, sent: string, answer: Partial<WaitEvidence>): WaitEvidence => ({
  family,
  submittedAt: at(sent),
  confirmedDate: null,
  answer: null,
  earliestDate: null,
  waitlistAmount: null,
  waitlistUnit: null,
  ...answer,
});

describe('estimateWait', () => {
  it('keeps the listed wait while fewer than three families have a sample', () => {
    expect(estimateWait([reported(5), observed(9)], 40)).toEqual({
      days: 40,
      source: 'listed',
      families: 0,
    });
  });

  it('says unknown when there is neither enough samples nor a listed wait', () => {
    expect(estimateWait([reported(5)], null)).toEqual({
      days: null,
      source: null,
      families: 0,
    });
  });

  it('takes the median of an odd number of samples', () => {
    expect(estimateWait([reported(30), reported(2), reported(10)], 90)).toEqual({
      days: 10,
      source: 'reported',
      families: 3,
    });
  });

  it('averages the middle two of an even number of samples, rounded', () => {
    expect(estimateWait([observed(4), observed(10), observed(11), observed(100)], null)).toEqual({
      days: 11,
      source: 'observed',
      families: 4,
    });
  });

  it('names the kind most samples are, reported on a tie', () => {
    expect(estimateWait([reported(1), observed(2), observed(3)], null).source).toBe('observed');
    expect(estimateWait([reported(1), reported(2), observed(3), observed(4)], null).source).toBe(
      'reported',
    );
  });

  it('counts an opening before the request as no wait at all', () => {
    expect(estimateWait([reported(-3), reported(-1), reported(-2)], 20).days).toBe(0);
  });

  it('counts three samples of one family as one', () => {
    expect(estimateWait([observed(2, 'a'), observed(2, 'a'), observed(2, 'a')], 384)).toEqual({
      days: 384,
      source: 'listed',
      families: 0,
    });
    expect(estimateWait([observed(2, 'a'), observed(2, 'a'), observed(9, 'b')], 384).source).toBe(
      'listed',
    );
  });
});

describe('sampleOf', () => {
  it('takes a booking over the answer before it', () => {
    const sample = sampleOf({
      ...booking('a', '2026-11-01T10:00:00Z', 12),
      answer: 'offer',
      earliestDate: '2026-11-05',
    });
    expect(sample).toEqual({ family: 'a', kind: 'observed', days: 12 });
  });

  it('counts an offered date from the day the request was sent', () => {
    expect(
      sampleOf(
        answered('a', '2026-11-01T10:00:00Z', { answer: 'offer', earliestDate: '2026-11-21' }),
      ),
    ).toEqual({ family: 'a', kind: 'reported', days: 20 });
  });

  it('counts a waitlist as 7 days a week and 30 days a month', () => {
    const waitlist = (amount: number, unit: 'weeks' | 'months') =>
      sampleOf(
        answered('a', '2026-11-01T10:00:00Z', {
          answer: 'waitlist',
          waitlistAmount: amount,
          waitlistUnit: unit,
        }),
      );
    expect(waitlist(6, 'weeks')).toEqual({ family: 'a', kind: 'reported', days: 42 });
    expect(waitlist(4, 'months')).toEqual({ family: 'a', kind: 'reported', days: 120 });
  });

  it('takes nothing from a clinic that is not accepting, nor from an unanswered request', () => {
    expect(sampleOf(answered('a', '2026-11-01T10:00:00Z', { answer: 'not_accepting' }))).toBeNull();
    expect(sampleOf(answered('a', '2026-11-01T10:00:00Z', {}))).toBeNull();
  });
});

describe('familySamples', () => {
  it("keeps each family's latest request that says something", () => {
    const samples = familySamples([
      booking('a', '2026-10-01T10:00:00Z', 50),
      booking('a', '2026-11-01T10:00:00Z', 3),
      answered('a', '2026-11-10T10:00:00Z', { answer: 'not_accepting' }),
      booking('b', '2026-10-01T10:00:00Z', 40),
    ]);
    expect(samples).toEqual([
      { family: 'a', kind: 'observed', days: 3 },
      { family: 'b', kind: 'observed', days: 40 },
    ]);
  });

  it('leaves out requests sent before the given day', () => {
    const samples = familySamples(
      [booking('a', '2026-10-01T10:00:00Z', 5), booking('b', '2026-11-02T10:00:00Z', 6)],
      at('2026-11-01T00:00:00Z'),
    );
    expect(samples.map((s) => s.family)).toEqual(['b']);
  });
});

describe('providerWait', () => {
  const verifiedAt = at('2026-11-01T09:00:00Z');

  it('keeps a verified listed wait when one family books three times at 2 days', () => {
    const evidence = [
      booking('gamer', '2026-11-02T10:00:00Z', 2),
      booking('gamer', '2026-11-03T10:00:00Z', 2),
      booking('gamer', '2026-11-04T10:00:00Z', 2),
    ];
    expect(providerWait(evidence, { days: 384, verifiedAt })).toEqual({
      days: 384,
      source: 'listed',
      families: 0,
    });
  });

  it('keeps a verified wait against samples from before the verification', () => {
    const before = ['a', 'b', 'c'].map((family) => booking(family, '2026-10-01T10:00:00Z', 4));
    expect(providerWait(before, { days: 384, verifiedAt })).toEqual({
      days: 384,
      source: 'listed',
      families: 0,
    });
    // Without a verification they are three families' experience, and they win.
    expect(providerWait(before, { days: 384, verifiedAt: null })).toEqual({
      days: 4,
      source: 'observed',
      families: 3,
    });
  });

  it('lets three families after the verification replace it', () => {
    const after = ['a', 'b', 'c'].map((family, i) =>
      booking(family, '2026-11-02T10:00:00Z', 10 + i),
    );
    expect(providerWait(after, { days: 384, verifiedAt })).toEqual({
      days: 11,
      source: 'observed',
      families: 3,
    });
  });

  it('counts earlier experience when the admin verified no wait at all', () => {
    const before = ['a', 'b', 'c'].map((family) => booking(family, '2026-10-01T10:00:00Z', 4));
    expect(providerWait(before, { days: null, verifiedAt })).toEqual({
      days: 4,
      source: 'observed',
      families: 3,
    });
  });
});

describe('daysBetween', () => {
  it('counts whole days, rounding across a daylight-saving change', () => {
    expect(daysBetween(new Date('2027-03-10T12:00:00Z'), new Date('2027-03-17T11:00:00Z'))).toBe(7);
    expect(daysBetween(new Date('2027-03-17T12:00:00Z'), new Date('2027-03-10T12:00:00Z'))).toBe(
      -7,
    );
  });
});
