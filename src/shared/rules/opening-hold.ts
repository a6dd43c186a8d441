// How long a clinic has to answer for a published opening a family asked for, and how long it may
// change an answer it gave (docs/product.md#booking-an-opening, #answers-a-clinic-can-take-back).

/** A published opening a family asks for is held for that family, offered to nobody else. */
export const OPENING_HOLD_HOURS = 48;

/** A clinic may change its answer to a request for this long after it first answered. */
export const ANSWER_CHANGE_DAYS = 7;

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

export const holdEndsAt = (now: Date) => new Date(now.getTime() + OPENING_HOLD_HOURS * HOUR_MS);

/** Until when an answer first given at `firstAnsweredAt` may still be changed. */
export const answerChangeableUntil = (firstAnsweredAt: Date) =>
  new Date(firstAnsweredAt.getTime() + ANSWER_CHANGE_DAYS * DAY_MS);
