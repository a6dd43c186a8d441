import { eq } from 'drizzle-orm';
import { fixedT } from '@shared/i18n/fixed-t';
import type { Db } from '@server/db/client';
import { appointmentRequests, users } from '@server/db/schema';
import type { Mailer } from '@server/lib/mail';
import { buildIcs } from './build-ics';
import { formatLocalDateTime } from '@server/domain/places/local-time';
import { reminderAddresses } from './reminder-address';
import { REMINDERS, type ReminderOffset } from './reminder-offsets';
import { emailHtml } from '@server/lib/email-html';
import { specialtyWords } from '@shared/rules/specialty-words';

/**
 * Sends one reminder to the family's confirmed address, in the family's language, with the calendar
 * file; a request no longer scheduled (or without an e-mail), or booked since for another time,
 * gets none.
 */
export async function sendReminder(
  db: Db,
  mailer: Mailer,
  payload: { requestId: string; offset: ReminderOffset; scheduledFor?: string | undefined },
): Promise<void> {
  const [row] = await db
    .select({ request: appointmentRequests, language: users.language })
    .from(appointmentRequests)
    .innerJoin(users, eq(users.id, appointmentRequests.userId))
    .where(eq(appointmentRequests.id, payload.requestId));
  const request = row?.request;
  const booked = request?.status === 'scheduled' || request?.status === 'confirmed';
  if (!request || !booked || !request.scheduledDate || !request.contactEmail) return;
  const movedSince =
    payload.scheduledFor !== undefined &&
    new Date(payload.scheduledFor).getTime() !== request.scheduledDate.getTime();
  if (movedSince) return;
  // Late after an outage, a reminder of something already begun would only confuse.
  if (request.scheduledDate.getTime() <= Date.now()) return;
  const to = (await reminderAddresses(db, request.userId))(request.contactEmail);
  if (!to) return;
  const reminder = REMINDERS.find((r) => r.offset === payload.offset) ?? REMINDERS[0];
  const language = row.language;
  const t = fixedT(language, 'email');
  const when = formatLocalDateTime(request.scheduledDate, request.timeZone, language);
  const names = {
    provider: request.providerName,
    specialty: specialtyWords(t)(request.providerSpecialty),
  };
  const lines = [
    reminder.offset === '7d' ? t('reminder.inOneWeek', names) : t('reminder.tomorrow', names),
    when,
    request.providerAddress ?? `${request.providerCity}, ${request.providerState}`,
    request.providerPhone ? t('common.phone', { phone: request.providerPhone }) : null,
    request.patientNotes ? t('reminder.notes', { notes: request.patientNotes }) : null,
    t('reminder.attached'),
  ].filter((line): line is string => line !== null);
  await mailer.send({
    // Stable per reminder of one booking, so a resend after a crash is recognisable as the same
    // message, and a reminder of a new booking is not taken for one already received.
    messageId: reminderMessageId(request.id, reminder.offset, request.scheduledDate),
    to,
    subject: t('reminder.subject', { provider: request.providerName, when }),
    text: lines.join('\n'),
    html: emailHtml(lines),
    attachments: [
      {
        filename: `appointment-${request.id}.ics`,
        content: buildIcs(request, language),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  });
}

/** `<reminder-{request}-{offset}-{appointment, e.g. 20270303T193000Z}@autism-care-finder>` */
export function reminderMessageId(requestId: string, offset: ReminderOffset, at: Date): string {
  const stamp = at.toISOString().replace(/[-:]|\.\d+/g, '');
  return `<reminder-${requestId}-${offset}-${stamp}@autism-care-finder>`;
}
