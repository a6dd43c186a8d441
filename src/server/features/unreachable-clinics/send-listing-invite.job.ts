import { z } from 'zod';
import type { Db } from '@server/db/client';
import { defineJob } from '@server/lib/jobs';
import type { Mailer } from '@server/lib/mail';
import { sendListingInvite } from './send-listing-invite';

/**
 * E-mails a clinic the invitation an admin asked for. The payload holds the typed address, so
 * the row is forgotten once the e-mail is out.
 */
export const sendListingInviteJob = defineJob({
  kind: 'listing-invite-email',
  forgetWhenDone: true,
  payload: z.object({
    inviteId: z.uuid(),
    providerId: z.uuid(),
    email: z.string(),
  }),
  handle: (payload, deps: { db: Db; mailer: Mailer; appUrl: string }) =>
    sendListingInvite(deps, payload),
});
