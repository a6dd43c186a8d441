import { describe, expect, it } from 'vitest';
import {
  bestOpening,
  compareNextOpenings,
  compareOpenings,
  daysUntil,
  nextOpening,
  notAcceptingOf,
  type OpeningFacts,
} from './best-opening';

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

describe('nextOpening', () => {
  const now = new Date('2026-11-27T15:00:00Z');
  const none = {
    published: null,
    replyStart: null,
    observedDays: null,
    reportedDays: null,
    listedDays: null,
  };
  const published = {
    start: '2026-12-09T15:30:00.000Z',
    source: 'clinic' as const,
    checkedAt: '2026-11-27T13:00:00.000Z',
    openingId: '00000000-0000-4000-8000-000000000001',
    bookingUrl: null,
  };

  it('takes the best source first: published, reply, observed, reported, listed', () => {
    const all = {
      published,
      replyStart: '2026-12-01',
      observedDays: 3,
      reportedDays: 2,
      listedDays: 1,
    };
    expect(nextOpening(all, now)).toEqual(published);
    expect(nextOpening({ ...all, published: null }, now)).toMatchObject({
      start: '2026-12-01',
      source: 'reply',
    });
    expect(nextOpening({ ...all, published: null, replyStart: null }, now)).toMatchObject({
      start: '2026-11-30',
      source: 'observed',
    });
    expect(nextOpening({ ...none, reportedDays: 2, listedDays: 1 }, now)).toMatchObject({
      start: '2026-11-29',
      source: 'reply',
    });
    expect(nextOpening({ ...none, listedDays: 210 }, now)).toEqual({
      start: '2027-06-25',
      source: 'listed',
      checkedAt: null,
      openingId: null,
      bookingUrl: null,
    });
    expect(nextOpening(none, now)).toBeNull();
  });

  it('ranks by the start alone, a day with the times of that day, unknown last', () => {
    const at = (start: string, source: 'clinic' | 'reply' | 'listed') => ({
      start,
      source,
      checkedAt: null,
      openingId: null,
      bookingUrl: null,
    });
    const offered = at('2026-12-18', 'reply');
    const sevenMonths = at('2027-06-25', 'listed');
    const morning = at('2026-12-18T09:00:00.000Z', 'clinic');
    const sorted = [sevenMonths, null, morning, offered].sort(compareNextOpenings);
    expect(sorted).toEqual([offered, morning, sevenMonths, null]);
  });
});

describe('notAcceptingOf', () => {
  const no = (at: string) => ({ accepting: false, at });
  const yes = (at: string) => ({ accepting: true, at });

  it("lets the clinic's newest word decide, its listing or a reply", () => {
    expect(
      notAcceptingOf({ listing: no('2026-12-02T10:00:00Z'), reply: null, directory: null }),
    ).toEqual({
      by: 'clinic',
      at: '2026-12-02T10:00:00Z',
    });
    expect(
      notAcceptingOf({
        listing: yes('2026-12-01T00:00:00Z'),
        reply: no('2026-12-03T00:00:00Z'),
        directory: null,
      }),
    ).toEqual({ by: 'reply', at: '2026-12-03T00:00:00Z' });
    expect(
      notAcceptingOf({
        listing: no('2026-12-04T00:00:00Z'),
        reply: yes('2026-12-05T00:00:00Z'),
        directory: null,
      }),
    ).toBeNull();
  });

  it("takes the family's plan directory only when the clinic has said nothing", () => {
    const directory = { at: '2026-12-06T00:00:00Z' };
    expect(notAcceptingOf({ listing: null, reply: null, directory })).toEqual({
      by: 'directory',
      at: '2026-12-06T00:00:00Z',
    });
    expect(
      notAcceptingOf({ listing: yes('2026-11-01T00:00:00Z'), reply: null, directory }),
    ).toBeNull();
    expect(notAcceptingOf({ listing: null, reply: null, directory: null })).toBeNull();
  });
});
