import { describe, expect, it } from 'vitest';
import { requestStage } from './request-stage';

const reply = (answer: 'offer' | 'waitlist' | 'not_accepting') =>
  ({ answer }) as Parameters<typeof requestStage>[0]['reply'];

describe('requestStage', () => {
  it('names what the clinic knows, and no more', () => {
    expect(requestStage({ status: 'pending', reply: null })).toBe('not_sent');
    expect(requestStage({ status: 'submitted', reply: null })).toBe('requested');
    expect(requestStage({ status: 'submitted', reply: reply('offer') })).toBe('day_offered');
    expect(requestStage({ status: 'submitted', reply: reply('waitlist') })).toBe('waitlist');
    // Booked by the family, not yet confirmed by the clinic.
    expect(requestStage({ status: 'scheduled', reply: reply('offer') })).toBe('waiting_for_clinic');
    expect(requestStage({ status: 'confirmed', reply: null })).toBe('confirmed');
    expect(requestStage({ status: 'cancelled', reply: reply('not_accepting') })).toBe('cancelled');
    expect(requestStage({ status: 'completed', reply: null })).toBe('completed');
  });
});
