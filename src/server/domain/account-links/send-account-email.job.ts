import { z } from 'zod';
import type { Db } from '@server/db/client';
import { defineJob } from '@server/lib/jobs';
import type { Mailer } from '@server/lib/mail';
import { sendAccountEmail, type AccountLinkOptions } from './send-account-email';

/** An e-mail about the account itself: a verification, reset or confirmation link, or a notice. */
export const sendAccountEmailJob = defineJob({
  kind: 'account-email',
  payload: z.discriminatedUnion('type', [
    z.object({ type: z.literal('token'), tokenId: z.uuid() }),
    z.object({ type: z.literal('already_registered'), userId: z.uuid() }),
  ]),
  handle: (payload, deps: { db: Db; mailer: Mailer; accountLinks: AccountLinkOptions }) =>
    sendAccountEmail(deps.db, deps.mailer, deps.accountLinks, payload),
});
