import { z } from 'zod';
import type { Db } from '@server/db/client';
import { defineJob } from '@server/lib/jobs';
import type { Mailer } from '@server/lib/mail';
import { sendListingCheck } from './send-listing-check';

/** The monthly 'Is this still right?' e-mail to each staff address of one listing. */
export const sendListingCheckJob = defineJob({
  kind: 'listing-check-email',
  payload: z.object({ linkIds: z.array(z.uuid()) }),
  handle: (
    payload,
    deps: { db: Db; mailer: Mailer; replyLinks: { secret: string; appUrl: string } },
  ) => sendListingCheck(deps.db, deps.mailer, deps.replyLinks, payload.linkIds, new Date()),
});
