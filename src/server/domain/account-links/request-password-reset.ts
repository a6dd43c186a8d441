import { randomUUID } from 'node:crypto';
import type { Db } from '@server/db/client';
import { enqueueJob } from '@server/lib/jobs';
import { requestPasswordResetJob } from './request-password-reset.job';

/**
 * 'Forgot password?': only queues the request, the same one write whether or not the address has
 * an account, so the answer takes the same time either way and tells nobody which addresses have
 * accounts. The job makes the link.
 */
export async function queuePasswordReset(db: Db, email: string, now = new Date()): Promise<void> {
  await enqueueJob(db, requestPasswordResetJob, {
    key: `reset-request:${randomUUID()}`,
    payload: { email, requestedAt: now.toISOString() },
    runAt: now,
  });
}
