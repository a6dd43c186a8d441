import { describe, expect, it } from 'vitest';
import {
  formatChildAge,
  formatReplyDate,
  formatWaitlist,
  insuranceWords,
  replyAnswerWords,
} from './reply-wording';

describe('formatReplyDate', () => {
  it('writes the day, the month in words and the year', () => {
    expect(formatReplyDate('2027-03-03')).toBe('3 March 2027');
    expect(formatReplyDate('2026-12-31')).toBe('31 December 2026');
  });
});

describe('formatWaitlist', () => {
  it('says about how long, in the clinic’s unit, singular for one', () => {
    expect(formatWaitlist({ amount: 3, unit: 'months' })).toBe('about 3 months');
    expect(formatWaitlist({ amount: 1, unit: 'months' })).toBe('about 1 month');
    expect(formatWaitlist({ amount: 1, unit: 'weeks' })).toBe('about 1 week');
    expect(formatWaitlist({ amount: 12, unit: 'weeks' })).toBe('about 12 weeks');
  });
});

describe('formatChildAge', () => {
  it('names years and months, leaving out a zero part', () => {
    expect(formatChildAge({ years: 4, months: 2 })).toBe('4 years 2 months');
    expect(formatChildAge({ years: 1, months: 1 })).toBe('1 year 1 month');
    expect(formatChildAge({ years: 4, months: 0 })).toBe('4 years');
    expect(formatChildAge({ years: 0, months: 5 })).toBe('5 months');
    expect(formatChildAge({ years: 0, months: 0 })).toBe('0 months');
  });
});

const offer = {
  answer: 'offer',
  earliestDate: '2027-03-03',
  waitlist: null,
  willCall: null,
} as const;
const waitlist = {
  answer: 'waitlist',
  earliestDate: null,
  waitlist: { amount: 3, unit: 'months' },
  willCall: true,
} as const;
const notAccepting = {
  answer: 'not_accepting',
  earliestDate: null,
  waitlist: null,
  willCall: null,
} as const;

describe('the answer on the card', () => {
  it('says each answer plainly', () => {
    expect(replyAnswerWords(offer)).toEqual({
      headline: 'Can offer an appointment from 3 March 2027',
      detail: null,
    });
    expect(replyAnswerWords(waitlist)).toEqual({
      headline: 'Waitlist: about 3 months',
      detail: 'They will call you when a place opens',
    });
    expect(replyAnswerWords({ ...waitlist, willCall: false }).detail).toBeNull();
    expect(replyAnswerWords(notAccepting)).toEqual({
      headline: 'Not accepting new patients',
      detail: null,
    });
  });
});

describe('insuranceWords', () => {
  it('names the insurance asked about, and says nothing when none was', () => {
    expect(insuranceWords(true, 'Medicaid')).toBe('Accepts Medicaid');
    expect(insuranceWords(false, 'Medicaid')).toBe('Does not accept Medicaid');
    expect(insuranceWords(null, 'Medicaid')).toBeNull();
    expect(insuranceWords(true, null)).toBe('Accepts your insurance');
  });
});
