import { z } from 'zod';
import type { Db } from '@server/db/client';
import { defineJob } from '@server/lib/jobs';
import { releaseExpiredHoldOf } from './release-expired-hold';

/** At a requested opening's hold end: released, and the family told, unless the clinic answered. */
export const releaseExpiredHoldJob = defineJob({
  kind: 'opening-hold-release',
  payload: z.object({ requestId: z.uuid() }),
  handle: (payload, deps: { db: Db }) => releaseExpiredHoldOf(deps.db, payload),
});
