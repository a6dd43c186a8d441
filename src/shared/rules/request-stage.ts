import type { AppointmentRequest } from '@shared/api/appointment-requests';
import { canMove } from './request-status';

// What a request's card says it is at, in the family's terms: never more than the clinic knows.
// A time the family asked for is only asked for until the clinic confirms it, a clinic's answer
// is named by what it said, and a time agreed by phone is the family's word, said as such.

export const REQUEST_STAGES = [
  'not_sent',
  'requested',
  'day_offered',
  'waitlist',
  'waiting_for_clinic',
  'arranged_by_phone',
  'confirmed',
  'cancelled',
  'completed',
] as const;
export type RequestStage = (typeof REQUEST_STAGES)[number];

type StageFacts = Pick<AppointmentRequest, 'status' | 'reply' | 'arrangedByPhone'>;

export function requestStage(request: StageFacts): RequestStage {
  switch (request.status) {
    case 'pending':
      return 'not_sent';
    case 'submitted':
      if (request.reply?.answer === 'offer') return 'day_offered';
      if (request.reply?.answer === 'waitlist') return 'waitlist';
      return 'requested';
    case 'scheduled':
      return request.arrangedByPhone ? 'arranged_by_phone' : 'waiting_for_clinic';
    case 'confirmed':
      return 'confirmed';
    case 'cancelled':
      return 'cancelled';
    case 'completed':
      return 'completed';
  }
}

/**
 * The clinic has agreed to the appointment: confirmed through its link, or by phone as the family
 * says. Only then may the family let its other requests go.
 */
export const isAgreed = (request: Pick<AppointmentRequest, 'status' | 'arrangedByPhone'>) =>
  request.status === 'confirmed' || (request.status === 'scheduled' && request.arrangedByPhone);

/** The family may still book it: it was asked for, and nothing is booked yet. */
export const isBookable = (request: Pick<AppointmentRequest, 'status'>) =>
  canMove(request.status, 'scheduled', 'family');

/**
 * The day the clinic offered, on which the family may ask for a time (YYYY-MM-DD); null when
 * there is no offer to take up. Without one, only a time agreed by phone can be booked.
 */
export const offeredDay = (request: Pick<AppointmentRequest, 'status' | 'reply'>) =>
  isBookable(request) && request.reply?.answer === 'offer' ? request.reply.earliestDate : null;
