import { z } from 'zod';
import type { Db } from '@server/db/client';
import { defineJob } from '@server/lib/jobs';
import type { Mailer } from '@server/lib/mail';
import { notifyFamilyOfConfirmation } from './notify-family-of-confirmation';

/** The e-mail telling a family that the clinic confirmed its date, or proposed another. */
export const notifyFamilyOfConfirmationJob = defineJob({
  kind: 'confirmation-notice-email',
  payload: z.object({
    requestId: z.uuid(),
    answer: z.enum(['confirm', 'propose']),
    at: z.iso.datetime(),
  }),
  handle: (payload, deps: { db: Db; mailer: Mailer; appUrl: string }) =>
    notifyFamilyOfConfirmation(deps.db, deps.mailer, deps.appUrl, payload),
});
