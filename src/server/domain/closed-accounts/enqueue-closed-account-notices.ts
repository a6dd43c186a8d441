import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { appointmentRequests, providers } from '@server/db/schema';
import { enqueueJob } from '@server/lib/jobs';
import { sendClosedAccountNoticeJob } from './send-closed-account-notice.job';

/**
 * For each appointment the family booked (whether or not the clinic confirmed it yet) with a
 * clinic that has an e-mail address: a durable job telling the clinic the appointment is no longer
 * needed. Runs in the transaction that deletes the account, so the notices exist if and only if
 * the account is gone.
 */
export async function enqueueClosedAccountNotices(
  tx: DbOrTx,
  userId: string,
  now: Date,
): Promise<void> {
  const booked = await tx
    .select({
      requestId: appointmentRequests.id,
      providerName: appointmentRequests.providerName,
      providerEmail: providers.email,
      providerNpi: providers.npiNumber,
      appointmentAt: appointmentRequests.scheduledDate,
      timeZone: appointmentRequests.timeZone,
    })
    .from(appointmentRequests)
    .innerJoin(providers, eq(providers.id, appointmentRequests.providerId))
    .where(
      and(
        eq(appointmentRequests.userId, userId),
        inArray(appointmentRequests.status, ['scheduled', 'confirmed']),
        isNotNull(providers.email),
        isNotNull(appointmentRequests.scheduledDate),
      ),
    );
  for (const row of booked) {
    await enqueueJob(tx, sendClosedAccountNoticeJob, {
      key: `closed-account-notice:${row.requestId}`,
      payload: {
        requestId: row.requestId,
        providerName: row.providerName,
        providerEmail: row.providerEmail!,
        providerNpi: row.providerNpi,
        appointmentAt: row.appointmentAt!.toISOString(),
        timeZone: row.timeZone,
      },
      runAt: now,
    });
  }
}
