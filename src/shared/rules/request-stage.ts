import type { AppointmentRequest } from '@shared/api/appointment-requests';

// What a request's card says it is at, in the family's terms: never more than the clinic knows.
// A booked time is only asked for until the clinic confirms it, and a clinic's answer is named
// by what it said.

export const REQUEST_STAGES = [
  'not_sent',
  'requested',
  'day_offered',
  'waitlist',
  'waiting_for_clinic',
  'confirmed',
  'cancelled',
  'completed',
] as const;
export type RequestStage = (typeof REQUEST_STAGES)[number];

export function requestStage(request: Pick<AppointmentRequest, 'status' | 'reply'>): RequestStage {
  switch (request.status) {
    case 'pending':
      return 'not_sent';
    case 'submitted':
      if (request.reply?.answer === 'offer') return 'day_offered';
      if (request.reply?.answer === 'waitlist') return 'waitlist';
      return 'requested';
    case 'scheduled':
      return 'waiting_for_clinic';
    case 'confirmed':
      return 'confirmed';
    case 'cancelled':
      return 'cancelled';
    case 'completed':
      return 'completed';
  }
}
