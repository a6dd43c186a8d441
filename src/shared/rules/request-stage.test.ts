import { describe, expect, it } from 'vitest';
import { isAgreed, offeredDay, requestStage } from './request-stage';

type Reply = Parameters<typeof requestStage>[0]['reply'];
const reply = (
  answer: 'offer' | 'waitlist' | 'not_accepting',
  earliestDate: string | null = null,
) => ({ answer, earliestDate }) as Reply;
const at = (
  status: Parameters<typeof requestStage>[0]['status'],
  answer: Reply = null,
  arrangedByPhone = false,
) => ({ status, reply: answer, arrangedByPhone });

describe('requestStage', () => {
  it('names what the clinic knows, and no more', () => {
    expect(requestStage(at('pending'))).toBe('not_sent');
    expect(requestStage(at('submitted'))).toBe('requested');
    expect(requestStage(at('submitted', reply('offer')))).toBe('day_offered');
    expect(requestStage(at('submitted', reply('waitlist')))).toBe('waitlist');
    // Asked for by the family, not yet confirmed by the clinic.
    expect(requestStage(at('scheduled', reply('offer')))).toBe('waiting_for_clinic');
    expect(requestStage(at('scheduled', null, true))).toBe('arranged_by_phone');
    expect(requestStage(at('confirmed'))).toBe('confirmed');
    expect(requestStage(at('cancelled', reply('not_accepting')))).toBe('cancelled');
    expect(requestStage(at('completed'))).toBe('completed');
  });
});

describe('isAgreed', () => {
  it('holds once the clinic confirmed, or the family agreed the time with it by phone', () => {
    expect(isAgreed(at('confirmed'))).toBe(true);
    expect(isAgreed(at('scheduled', null, true))).toBe(true);
    expect(isAgreed(at('scheduled', reply('offer')))).toBe(false);
    expect(isAgreed(at('submitted', reply('waitlist')))).toBe(false);
  });
});

describe('offeredDay', () => {
  it('is the day of an offer still to be taken up, and nothing else', () => {
    expect(offeredDay(at('submitted', reply('offer', '2027-03-03')))).toBe('2027-03-03');
    expect(offeredDay(at('submitted', reply('waitlist')))).toBeNull();
    expect(offeredDay(at('submitted'))).toBeNull();
    expect(offeredDay(at('scheduled', reply('offer', '2027-03-03')))).toBeNull();
  });
});
