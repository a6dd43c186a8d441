import { z } from 'zod';
import { defineJob } from '@server/lib/jobs';
import type { Mailer } from '@server/lib/mail';
import { sendClosedAccountNotice } from './send-closed-account-notice';

/**
 * Tells a clinic that a booked appointment is no longer needed because the family closed its
 * account. The payload carries the appointment itself: the request is deleted with the account.
 */
export const sendClosedAccountNoticeJob = defineJob({
  kind: 'closed-account-notice-email',
  payload: z.object({
    requestId: z.uuid(),
    providerName: z.string(),
    providerEmail: z.string(),
    providerNpi: z.string().nullable().optional(),
    appointmentAt: z.iso.datetime(),
    timeZone: z.string().nullable(),
  }),
  handle: (payload, deps: { mailer: Mailer; appUrl: string }) =>
    sendClosedAccountNotice(deps.mailer, deps.appUrl, payload),
});
