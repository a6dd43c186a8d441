import { APPOINTMENT_STATUSES, type AppointmentStatus } from '@shared/api/appointment-requests';

// The life of an appointment request in one place: its statuses, which move is allowed from
// where, and who may make it. The database enum, the server's writes and the badges all use this.

export { APPOINTMENT_STATUSES as REQUEST_STATUSES };
export type RequestStatus = AppointmentStatus;

/** Who moves a request: the family, the clinic through its link, or the server on its own. */
export type Actor = 'family' | 'clinic' | 'system';

/**
 * - pending: created, not sent (the clinic has no e-mail address: the family calls); sent, so
 *   submitted, once an admin gives the clinic an address.
 * - submitted: sent to the clinic.
 * - scheduled: the family booked a date; the clinic may confirm it, or propose another time,
 *   which hands the request back to the family as submitted with the new offer.
 * - confirmed: the clinic confirmed that date through its link.
 * - A published opening the family asked for, once the clinic confirms it through its reply
 *   link, books the submitted request at once (confirmed): the family chose that very time.
 * - cancelled: withdrawn by the family, or declined by the clinic (including answering that it
 *   takes no new patients); the clinic correcting that answer within the days it may change it
 *   reopens the request as submitted.
 * - completed: the appointment's time has passed.
 */
const TRANSITIONS: Record<RequestStatus, Partial<Record<RequestStatus, readonly Actor[]>>> = {
  pending: { submitted: ['system'], scheduled: ['family'], cancelled: ['family'] },
  submitted: { scheduled: ['family'], cancelled: ['family', 'clinic'] },
  scheduled: {
    confirmed: ['clinic'],
    submitted: ['clinic'],
    cancelled: ['family', 'clinic'],
    completed: ['system'],
  },
  confirmed: { cancelled: ['family', 'clinic'], completed: ['system'] },
  cancelled: { submitted: ['clinic'] },
  completed: {},
};

/** Statuses in which a request still holds the family's place with the clinic. */
export const OPEN_STATUSES: readonly RequestStatus[] = [
  'pending',
  'submitted',
  'scheduled',
  'confirmed',
];

export const isOpen = (status: RequestStatus) => OPEN_STATUSES.includes(status);

export function canMove(from: RequestStatus, to: RequestStatus, by: Actor): boolean {
  return TRANSITIONS[from][to]?.includes(by) ?? false;
}

/** The statuses a request may be moved to `to` from, by `by`: the guard of the database write. */
export function statusesMovableTo(to: RequestStatus, by: Actor): RequestStatus[] {
  return APPOINTMENT_STATUSES.filter((from) => canMove(from, to, by));
}
