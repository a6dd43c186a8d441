import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { appointmentRequests, providers, type AppointmentRequestRow } from '@server/db/schema';
import { enqueueJob } from '@server/lib/jobs';
import { hashToken } from '@server/lib/tokens';
import { confirmToken } from './confirm-link';
import { sendConfirmRequestJob } from './send-confirm-request.job';

/**
 * A booked request whose provider has an e-mail address gets a confirm link (its hash stored,
 * valid until the appointment starts) and a durable job that e-mails the clinic. Runs in the
 * schedule transaction, so the booking and its e-mail exist together or not at all.
 */
export async function issueConfirmLink(
  tx: DbOrTx,
  secret: string,
  request: AppointmentRequestRow,
  now: Date,
): Promise<void> {
  if (!request.providerId || !request.scheduledDate) return;
  const [provider] = await tx
    .select({ email: providers.email })
    .from(providers)
    .where(eq(providers.id, request.providerId));
  if (!provider?.email) return;
  await tx
    .update(appointmentRequests)
    .set({
      confirmTokenHash: hashToken(confirmToken(secret, request.id, request.scheduledDate, now)),
      confirmTokenExpiresAt: request.scheduledDate,
    })
    .where(eq(appointmentRequests.id, request.id));
  const issuedAt = now.toISOString();
  await enqueueJob(tx, sendConfirmRequestJob, {
    // One e-mail per booking: a retry never sends a second, a new booking sends a new one.
    key: `confirm-request:${request.id}:${issuedAt}`,
    payload: { requestId: request.id, issuedAt },
    runAt: now,
  });
}
