import { and, eq, inArray } from 'drizzle-orm';
import type { AppointmentRequest, ScheduleInput } from '@shared/api/appointment-requests';
import { errorMessage } from '@shared/api/error-messages';
import { canMove, statusesMovableTo } from '@shared/rules/request-status';
import type { Db } from '@server/db/client';
import { appointmentRequests } from '@server/db/schema';
import { AppError } from '@server/lib/errors';
import { findOwnRequest } from './find-own-request';
import { scheduleReminders } from './schedule-reminders';
import { reminderAddresses } from './reminder-address';
import { statusWord } from './status-words';
import { toApiRequest } from './to-api';
import { askToConfirmAddress } from './ask-to-confirm-address';
import { appointmentTimeZone } from './appointment-time-zone';
import { issueConfirmLink } from './confirmations/issue-confirm-link';

/**
 * A request the family may book (docs/product.md#request-statuses) becomes scheduled with its
 * date: a time asked for on the day the clinic offered, or one already agreed with it by phone.
 * Either way the clinic is asked to confirm it.
 */
export async function scheduleRequest(
  db: Db,
  userId: string,
  id: string,
  input: ScheduleInput,
  secret: string,
): Promise<AppointmentRequest> {
  const request = await findOwnRequest(db, userId, id);
  if (!canMove(request.status, 'scheduled', 'family')) {
    throw new AppError(
      'request_not_schedulable',
      errorMessage('requests.notSchedulable', { status: statusWord(request.status) }),
    );
  }
  const arrangedByPhone = input.arrangedByPhone ?? false;
  if (!arrangedByPhone && request.replyAnswer !== 'offer') {
    throw new AppError('request_not_offered', errorMessage('requests.notOffered'));
  }
  const timeZone = await appointmentTimeZone(db, request, input.timeZone);
  const now = new Date();
  // The new state, its two reminder jobs and the clinic's confirm e-mail are written together,
  // or not at all.
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(appointmentRequests)
      .set({
        status: 'scheduled',
        scheduledDate: new Date(input.scheduledDate),
        timeZone,
        confirmedAt: null,
        arrangedByPhone,
        contactEmail: input.contactEmail,
        contactPhone: input.contactPhone ?? null,
        patientNotes: input.patientNotes ?? null,
      })
      // The status check again in the write: two schedules racing cannot both succeed.
      .where(
        and(
          eq(appointmentRequests.id, id),
          inArray(appointmentRequests.status, statusesMovableTo('scheduled', 'family')),
          // Nor can a time be booked on an offer the clinic replaced meanwhile.
          ...(arrangedByPhone ? [] : [eq(appointmentRequests.replyAnswer, 'offer')]),
        ),
      )
      .returning();
    if (row) await scheduleReminders(tx, row, now);
    if (row) await issueConfirmLink(tx, secret, row, now);
    return row;
  });
  if (!updated) throw new AppError('request_changed', errorMessage('requests.changed'));
  const reminderTo = reminderAddresses(db, userId);
  const recipient = (await reminderTo)(updated.contactEmail);
  if (updated.contactEmail && recipient !== updated.contactEmail.toLowerCase()) {
    await askToConfirmAddress(db, secret, userId, updated.contactEmail);
  }
  return toApiRequest(updated, recipient);
}
