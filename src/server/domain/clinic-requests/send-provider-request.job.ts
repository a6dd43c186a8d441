import { z } from 'zod';
import type { Db } from '@server/db/client';
import { defineJob } from '@server/lib/jobs';
import type { Mailer } from '@server/lib/mail';
import { sendProviderRequest } from './send-provider-request';

/** The e-mail asking a provider to answer one request through its reply link. */
export const sendProviderRequestJob = defineJob({
  kind: 'provider-request-email',
  payload: z.object({ requestId: z.uuid() }),
  handle: (
    payload,
    deps: { db: Db; mailer: Mailer; replyLinks: { secret: string; appUrl: string } },
  ) => sendProviderRequest(deps.db, deps.mailer, deps.replyLinks, payload),
});
