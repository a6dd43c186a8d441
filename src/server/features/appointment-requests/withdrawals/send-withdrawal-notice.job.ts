import { z } from 'zod';
import type { Db } from '@server/db/client';
import { defineJob } from '@server/lib/jobs';
import type { Mailer } from '@server/lib/mail';
import { sendWithdrawalNotice } from './send-withdrawal-notice';

/** The short e-mail telling a clinic that the family no longer needs its appointment. */
export const sendWithdrawalNoticeJob = defineJob({
  kind: 'withdrawal-notice-email',
  payload: z.object({ requestId: z.uuid() }),
  handle: (payload, deps: { db: Db; mailer: Mailer; appUrl: string }) =>
    sendWithdrawalNotice(deps.db, deps.mailer, deps.appUrl, payload),
});
