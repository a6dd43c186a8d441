import { and, eq, inArray } from 'drizzle-orm';
import { statusesMovableTo } from '@shared/rules/request-status';
import type { DbOrTx } from '@server/db/client';
import { appointmentRequests } from '@server/db/schema';
import { issueReplyLinks } from './issue-reply-links';

/**
 * A clinic just got an e-mail address: the requests families made while it had none are sent
 * now, as if submitted today (their reply links and follow-ups count from now), each with its
 * reply link and e-mail job. Runs in the transaction that sets the address.
 */
export async function sendPendingRequests(
  tx: DbOrTx,
  secret: string,
  providerId: string,
  now: Date,
): Promise<void> {
  const sent = await tx
    .update(appointmentRequests)
    .set({ status: 'submitted', submittedAt: now, updatedAt: now })
    .where(
      and(
        eq(appointmentRequests.providerId, providerId),
        inArray(appointmentRequests.status, statusesMovableTo('submitted', 'system')),
      ),
    )
    .returning({
      id: appointmentRequests.id,
      providerId: appointmentRequests.providerId,
      submittedAt: appointmentRequests.submittedAt,
    });
  await issueReplyLinks(tx, secret, sent);
}
