import { z } from 'zod';
import { issueParams, schemaError, type ErrorMessage } from './error-messages';
import { singleLineText } from './text';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** An instant's calendar day in UTC, as text (YYYY-MM-DD): it compares correctly as a string. */
export const calendarDayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** An instant's calendar day in the reader's own time zone, as an <input type="date"> writes it. */
export const localCalendarDay = (at: Date): string =>
  calendarDayOf(new Date(at.getTime() - at.getTimezoneOffset() * 60_000));

const DAY_MS = 86_400_000;
/** A calendar date `days` from now. */
const dateFromNow = (days: number) => calendarDayOf(new Date(Date.now() + days * DAY_MS));

/** A day that exists: Date.parse rolls 2026-02-30 over into March, so the round trip must match. */
const isCalendarDate = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && calendarDayOf(new Date(time)) === value;
};

/**
 * A day a clinic names ('YYYY-MM-DD'), from today to two years ahead. Each form says in its own
 * words what is missing and what lies in the past; the other messages are the same everywhere.
 */
export const upcomingCalendarDate = (messages: { missing: ErrorMessage; past: ErrorMessage }) =>
  singleLineText({ max: 10, tooLong: messages.missing, notText: messages.missing })
    .regex(isoDate, issueParams(messages.missing))
    .refine(isCalendarDate, schemaError('dates.real'))
    // A day of slack for time zones west of UTC, where today may still be yesterday in UTC terms.
    .refine((value) => value >= dateFromNow(-1), issueParams(messages.past))
    .refine((value) => value <= dateFromNow(730), schemaError('dates.withinTwoYears'));

/**
 * A time of day a clinic may name with a day ('HH:MM', 24-hour, its own local time): optional,
 * an empty field is none.
 */
export const optionalTimeOfDay = (message: ErrorMessage) =>
  singleLineText({ max: 5, tooLong: message, notText: message })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, issueParams(message))
    .optional()
    .or(z.literal('').transform(() => undefined));
