import { createEvent } from 'ics';
import type { AppointmentRequestRow } from '@server/db/schema';
import { foldIcsLines } from './fold-ics-lines';
import { formatLocalDateTime } from './local-time';

const HOUR_MS = 60 * 60 * 1000;

// In hours: the library writes days as `-P7DT`, which RFC 5545 does not allow; `-PT168H` is valid.
const ALARMS = [
  { hours: 7 * 24, description: 'Appointment in one week' },
  { hours: 24, description: 'Appointment tomorrow' },
] as const;

/**
 * The calendar file for a scheduled appointment (RFC 5545, built by the `ics` library): a stable
 * UID so a second download updates the same event, times in UTC, one hour long, no organizer,
 * and alarms one week and one day before while those are still ahead, like the e-mail reminders
 * (docs/product.md#reminders).
 * DTSTAMP is the time of download.
 */
export function buildIcs(request: AppointmentRequestRow, now: Date = new Date()): string {
  if (!request.scheduledDate) throw new Error('not scheduled');
  const start = request.scheduledDate.getTime();
  const local = formatLocalDateTime(request.scheduledDate, request.timeZone);
  const description = [
    `Appointment with ${request.providerName} (${request.providerSpecialty}), ${local}.`,
    request.providerPhone ? `Phone: ${request.providerPhone}` : null,
    request.patientNotes ? `Your notes: ${request.patientNotes}` : null,
  ]
    .filter(Boolean)
    .join('\n');
  const { error, value } = createEvent({
    uid: `appointment-${request.id}@autism-care-finder`,
    productId: 'autism-care-finder',
    method: 'PUBLISH',
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: start + HOUR_MS,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `Appointment: ${request.providerName}`,
    location: request.providerAddress ?? `${request.providerCity}, ${request.providerState}`,
    description,
    status: 'CONFIRMED',
    // Only alarms still ahead: a week's alarm for an appointment three days away would ring now.
    alarms: ALARMS.filter((alarm) => start - alarm.hours * HOUR_MS > now.getTime()).map(
      (alarm) => ({
        action: 'display' as const,
        description: alarm.description,
        trigger: { hours: alarm.hours, before: true },
      }),
    ),
  });
  if (error || !value) throw error ?? new Error('calendar file could not be built');
  return foldIcsLines(value);
}
