import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { appointmentRequests } from '@server/db/schema';
import { escapeHtml } from '@server/lib/html';
import type { Mailer } from '@server/lib/mail';
import { buildIcs } from './build-ics';
import { formatLocalDateTime } from './local-time';
import { reminderAddresses } from './reminder-address';
import { REMINDERS, type ReminderOffset } from './reminder-offsets';

/**
 * Sends one reminder to the family's confirmed address; a request no longer scheduled (or without
 * an e-mail) gets none.
 */
export async function sendReminder(
  db: Db,
  mailer: Mailer,
  payload: { requestId: string; offset: ReminderOffset },
): Promise<void> {
  const [request] = await db
    .select()
    .from(appointmentRequests)
    .where(eq(appointmentRequests.id, payload.requestId));
  const booked = request?.status === 'scheduled' || request?.status === 'confirmed';
  if (!request || !booked || !request.scheduledDate || !request.contactEmail) return;
  // Late after an outage, a reminder of something already begun would only confuse.
  if (request.scheduledDate.getTime() <= Date.now()) return;
  const to = (await reminderAddresses(db, request.userId))(request.contactEmail);
  if (!to) return;
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
    to,
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
