import { z } from 'zod';
import type { Db } from '@server/db/client';
import { defineJob } from '@server/lib/jobs';
import type { Mailer } from '@server/lib/mail';
import { sendProviderFollowUp } from './send-follow-up';

/** The one reminder to a clinic that has not answered a request within a few days. */
export const sendFollowUpJob = defineJob({
  kind: 'provider-follow-up-email',
  payload: z.object({ requestId: z.uuid() }),
  handle: (
    payload,
    deps: { db: Db; mailer: Mailer; replyLinks: { secret: string; appUrl: string } },
  ) => sendProviderFollowUp(deps.db, deps.mailer, deps.replyLinks, payload),
});
