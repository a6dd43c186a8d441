import { describe, expect, it } from 'vitest';
import { bestOpening, compareOpenings, daysUntil, type OpeningFacts } from './best-opening';

const facts = (change: Partial<OpeningFacts> = {}): OpeningFacts => ({
  status: 'submitted',
  submittedAt: new Date('2026-11-01T15:00:00Z'),
  answer: null,
  repliedAt: null,
  earliestDate: null,
  waitlistAmount: null,
  waitlistUnit: null,
  providerWait: { days: 30, source: 'listed' },
  ...change,
});
const replied = new Date('2026-11-03T09:00:00Z');

describe('bestOpening', () => {
  it("takes the clinic's offered date first", () => {
    expect(
      bestOpening(facts({ answer: 'offer', repliedAt: replied, earliestDate: '2026-12-01' })),
    ).toEqual({ date: '2026-12-01', source: 'offered' });
  });

  it('counts a waitlist from the reply, 7 days a week and 30 a month', () => {
    const waitlist = (amount: number, unit: 'weeks' | 'months') =>
      bestOpening(
        facts({
          answer: 'waitlist',
          repliedAt: replied,
          waitlistAmount: amount,
          waitlistUnit: unit,
        }),
      );
    expect(waitlist(2, 'weeks')).toEqual({ date: '2026-11-17', source: 'waitlist' });
    expect(waitlist(3, 'months')).toEqual({ date: '2027-02-01', source: 'waitlist' });
  });

  it("else counts the provider's current wait from the day the request was sent", () => {
    expect(bestOpening(facts({ providerWait: { days: 12, source: 'reported' } }))).toEqual({
      date: '2026-11-13',
      source: 'reported',
    });
    expect(bestOpening(facts({ providerWait: { days: 4, source: 'observed' } }))?.source).toBe(
      'observed',
    );
    expect(bestOpening(facts())).toEqual({ date: '2026-12-01', source: 'listed' });
  });

  it('is unknown without any of these', () => {
    expect(bestOpening(facts({ providerWait: { days: null, source: null } }))).toBeNull();
  });

  it('is no option when the clinic is not accepting, the request was never sent, or it is closed', () => {
    expect(bestOpening(facts({ answer: 'not_accepting', repliedAt: replied }))).toBeNull();
    expect(bestOpening(facts({ status: 'pending' }))).toBeNull();
    expect(bestOpening(facts({ status: 'cancelled' }))).toBeNull();
    expect(bestOpening(facts({ status: 'completed' }))).toBeNull();
    expect(bestOpening(facts({ status: 'scheduled' }))).not.toBeNull();
  });
});

describe('compareOpenings', () => {
  it('orders by date, unknown last', () => {
    const list = [
      null,
      { date: '2027-01-02', source: 'listed' as const },
      { date: '2026-12-01', source: 'offered' as const },
    ];
    expect(list.sort(compareOpenings).map((o) => o?.date ?? null)).toEqual([
      '2026-12-01',
      '2027-01-02',
      null,
    ]);
  });
});

describe('daysUntil', () => {
  it('counts calendar days from today, never below 0', () => {
    const now = new Date('2026-11-23T23:30:00Z');
    expect(daysUntil({ date: '2026-12-01', source: 'offered' }, now)).toBe(8);
    expect(daysUntil({ date: '2026-11-20', source: 'listed' }, now)).toBe(0);
  });
});
