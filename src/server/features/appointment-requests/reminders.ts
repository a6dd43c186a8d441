import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { appointmentRequests, type AppointmentRequestRow } from '@server/db/schema';
import { escapeHtml } from '@server/lib/html';
import { enqueueJob } from '@server/lib/jobs';
import type { Mailer } from '@server/lib/mail';
import { buildIcs } from './build-ics';
import { formatLocalDateTime, sameLocalTimeDaysBefore } from './local-time';

export const REMINDER_JOB = 'appointment-reminder';

// Reminders 1 week and 1 day before the appointment, at its local time of day
// (docs/product.md#reminders).
export const REMINDERS = [
  { offset: '7d', days: 7, words: 'in one week' },
  { offset: '1d', days: 1, words: 'tomorrow' },
] as const;

export type ReminderOffset = (typeof REMINDERS)[number]['offset'];

/** Two durable reminder jobs per scheduled appointment; one whose time has passed is skipped. */
export async function scheduleReminders(
  db: Db,
  request: AppointmentRequestRow,
  now: Date,
): Promise<void> {
  if (!request.scheduledDate) return;
  for (const reminder of REMINDERS) {
    const runAt = sameLocalTimeDaysBefore(request.scheduledDate, request.timeZone, reminder.days);
    if (runAt <= now) continue;
    await enqueueJob(db, {
      kind: REMINDER_JOB,
      // One reminder per request, offset and appointment time: a retry never makes a second.
      key: `reminder:${request.id}:${reminder.offset}:${request.scheduledDate.toISOString()}`,
      payload: { requestId: request.id, offset: reminder.offset },
      runAt,
    });
  }
}

/** Sends one reminder; a request no longer scheduled (or without an e-mail) gets none. */
export async function sendReminder(
  db: Db,
  mailer: Mailer,
  payload: { requestId: string; offset: ReminderOffset },
): Promise<void> {
  const [request] = await db
    .select()
    .from(appointmentRequests)
    .where(eq(appointmentRequests.id, payload.requestId));
  if (!request || request.status !== 'scheduled' || !request.scheduledDate || !request.contactEmail)
    return;
  const reminder = REMINDERS.find((r) => r.offset === payload.offset) ?? REMINDERS[0];
  const when = formatLocalDateTime(request.scheduledDate, request.timeZone);
  const lines = [
    `Your appointment with ${request.providerName} (${request.providerSpecialty}) is ${reminder.words}:`,
    when,
    request.providerAddress ?? `${request.providerCity}, ${request.providerState}`,
    request.providerPhone ? `Phone: ${request.providerPhone}` : null,
    request.patientNotes ? `Your notes for the provider: ${request.patientNotes}` : null,
    'The calendar file is attached.',
  ].filter((line): line is string => line !== null);
  await mailer.send({
    // Stable per reminder, so a resend after a crash is recognisable as the same message.
    messageId: `<reminder-${request.id}-${reminder.offset}@autism-care-finder>`,
    to: request.contactEmail,
    subject: `Reminder: ${request.providerName}, ${when}`,
    text: lines.join('\n'),
    html: `<!doctype html><html><body>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</body></html>`,
    attachments: [
      {
        filename: `appointment-${request.id}.ics`,
        content: buildIcs(request),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  });
}
