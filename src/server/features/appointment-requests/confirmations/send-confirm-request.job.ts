import { z } from 'zod';
import type { Db } from '@server/db/client';
import { defineJob } from '@server/lib/jobs';
import type { Mailer } from '@server/lib/mail';
import { sendConfirmRequest } from './send-confirm-request';

/** The e-mail asking a clinic to confirm a booked date (or propose another) by its link. */
export const sendConfirmRequestJob = defineJob({
  kind: 'confirm-request-email',
  payload: z.object({ requestId: z.uuid(), issuedAt: z.iso.datetime() }),
  // The confirm link is signed with the same secret and points at the same app as reply links.
  handle: (
    payload,
    deps: { db: Db; mailer: Mailer; replyLinks: { secret: string; appUrl: string } },
  ) => sendConfirmRequest(deps.db, deps.mailer, deps.replyLinks, payload),
});
