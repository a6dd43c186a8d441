import { z } from 'zod';
import type { Db } from '@server/db/client';
import { defineJob } from '@server/lib/jobs';
import type { Mailer } from '@server/lib/mail';
import { notifyFamilyOfReply } from './notify-family';

/** The e-mail telling a family that a clinic answered one of its requests. */
export const notifyFamilyJob = defineJob({
  kind: 'reply-notice-email',
  // `answeredAt` names the answer, so a corrected one is a message of its own; jobs queued
  // before it was added have none.
  payload: z.object({
    requestId: z.uuid(),
    answeredAt: z.iso.datetime().optional(),
    // The answer took back a 'not accepting' and so reopened the request.
    reopened: z.boolean().optional(),
  }),
  handle: (payload, deps: { db: Db; mailer: Mailer; appUrl: string }) =>
    notifyFamilyOfReply(deps.db, deps.mailer, deps.appUrl, payload),
});
