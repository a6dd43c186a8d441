import { z } from 'zod';
import type { Db } from '@server/db/client';
import {
  readSchedulingLink,
  type SchedulingReadSettings,
} from '@server/domain/scheduling-links/read-link';
import { defineJob } from '@server/lib/jobs';

/** One read of a scheduling link: at once when connected, then on the schedule. */
export const readSchedulingLinkJob = defineJob({
  kind: 'scheduling-link-read',
  // A read may wait a minute on someone else's server: a lane of its own, beside e-mails and imports.
  lane: 'reads',
  // One row per link every quarter hour would pile up; the link keeps its own status.
  forgetWhenDone: true,
  payload: z.object({ linkId: z.uuid() }),
  handle: async (payload, deps: { db: Db; schedulingReads: SchedulingReadSettings }) => {
    await readSchedulingLink(deps.db, deps.schedulingReads, payload.linkId);
  },
});
