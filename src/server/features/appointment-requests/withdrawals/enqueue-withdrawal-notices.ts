import { inArray, isNotNull, and } from 'drizzle-orm';
import type { RequestStatus } from '@shared/rules/request-status';
import type { DbOrTx } from '@server/db/client';
import { providers } from '@server/db/schema';
import { enqueueJob } from '@server/lib/jobs';
import { sendWithdrawalNoticeJob } from './send-withdrawal-notice.job';

/** The statuses in which the clinic had heard of the request, and so should hear it is withdrawn. */
const SENT_STATUSES: readonly RequestStatus[] = ['submitted', 'scheduled', 'confirmed'];

/**
 * For each request the family withdrew that a clinic with an e-mail address had been sent: a
 * durable job telling the clinic, once per request. Runs in the cancelling transaction.
 */
export async function enqueueWithdrawalNotices(
  tx: DbOrTx,
  withdrawn: readonly { id: string; providerId: string | null; statusBefore: RequestStatus }[],
  now: Date,
): Promise<void> {
  const sent = withdrawn.filter(
    (request) => request.providerId && SENT_STATUSES.includes(request.statusBefore),
  );
  const providerIds = sent.flatMap((request) => (request.providerId ? [request.providerId] : []));
  if (providerIds.length === 0) return;
  const reachable = await tx
    .select({ id: providers.id })
    .from(providers)
    .where(and(inArray(providers.id, providerIds), isNotNull(providers.email)));
  const reachableIds = new Set(reachable.map((provider) => provider.id));
  for (const request of sent) {
    if (!request.providerId || !reachableIds.has(request.providerId)) continue;
    await enqueueJob(tx, sendWithdrawalNoticeJob, {
      key: `withdrawal-notice:${request.id}`,
      payload: { requestId: request.id },
      runAt: now,
    });
  }
}
