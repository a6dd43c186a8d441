import { z } from 'zod';
import type { Db } from '@server/db/client';
import { defineJob } from '@server/lib/jobs';
import type { Mailer } from '@server/lib/mail';
import { sendReminder } from './send-reminder';

/** The reminder e-mail of one scheduled appointment, one week or one day ahead. */
export const sendReminderJob = defineJob({
  kind: 'appointment-reminder',
  payload: z.object({
    requestId: z.uuid(),
    offset: z.enum(['7d', '1d']),
    /** The appointment it reminds of; jobs queued before this was recorded have none. */
    scheduledFor: z.iso.datetime().optional(),
  }),
  handle: (payload, deps: { db: Db; mailer: Mailer }) =>
    sendReminder(deps.db, deps.mailer, payload),
});
