import { z } from 'zod';
import type { Db } from '@server/db/client';
import { defineJob } from '@server/lib/jobs';
import type { Mailer } from '@server/lib/mail';
import { sendListingClaimEmail } from './send-listing-claim-email';

/** An e-mail about a listing claim: the code, the admin's decision, or a notice to its staff. */
export const sendListingClaimEmailJob = defineJob({
  kind: 'listing-claim-email',
  payload: z.discriminatedUnion('type', [
    z.object({ type: z.literal('code'), claimId: z.uuid() }),
    z.object({ type: z.literal('declined'), claimId: z.uuid() }),
    z.object({ type: z.literal('staff_notice'), claimId: z.uuid() }),
    z.object({ type: z.literal('approved'), claimId: z.uuid(), tokenId: z.uuid() }),
  ]),
  handle: (
    payload,
    deps: { db: Db; mailer: Mailer; accountLinks: { secret: string; appUrl: string } },
  ) => sendListingClaimEmail(deps.db, deps.mailer, deps.accountLinks, payload),
});
