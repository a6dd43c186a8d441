import type { DbOrTx } from '@server/db/client';
import type { AppointmentRequestRow } from '@server/db/schema';
import { dropPendingJobs, enqueueJob } from '@server/lib/jobs';
import { sameLocalTimeDaysBefore } from '@server/domain/places/local-time';
import { REMINDERS } from './reminder-offsets';
import { sendReminderJob } from './send-reminder.job';

/**
 * Two durable reminder jobs per scheduled appointment, in place of any the request had for an
 * earlier booking; one whose time has passed is skipped.
 */
export async function scheduleReminders(
  db: DbOrTx,
  request: AppointmentRequestRow,
  now: Date,
): Promise<void> {
  await dropPendingJobs(db, sendReminderJob.kind, `reminder:${request.id}:`);
  if (!request.scheduledDate) return;
  for (const reminder of REMINDERS) {
    const runAt = sameLocalTimeDaysBefore(request.scheduledDate, request.timeZone, reminder.days);
    if (runAt <= now) continue;
    await enqueueJob(db, sendReminderJob, {
      // One reminder per request, offset and appointment time: a retry never makes a second.
      key: `reminder:${request.id}:${reminder.offset}:${request.scheduledDate.toISOString()}`,
      payload: {
        requestId: request.id,
        offset: reminder.offset,
        scheduledFor: request.scheduledDate.toISOString(),
      },
      runAt,
    });
  }
}
