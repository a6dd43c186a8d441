import { z } from 'zod';
import type { Db } from '@server/db/client';
import { defineJob } from '@server/lib/jobs';
import type { Mailer } from '@server/lib/mail';
import { notifyFamilyOfRelease } from './notify-family-of-release';

/** The e-mail telling a family the time it asked for was declined, or not confirmed in time. */
export const notifyFamilyOfReleaseJob = defineJob({
  kind: 'opening-release-notice-email',
  payload: z.object({ requestId: z.uuid(), reason: z.enum(['declined', 'expired']) }),
  handle: (payload, deps: { db: Db; mailer: Mailer; appUrl: string }) =>
    notifyFamilyOfRelease(deps.db, deps.mailer, deps.appUrl, payload),
});
