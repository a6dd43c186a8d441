import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { followUpDueAt } from '@shared/rules/follow-up';
import type { DbOrTx } from '@server/db/client';
import { appointmentRequests, providers } from '@server/db/schema';
import { enqueueJob } from '@server/lib/jobs';
import { hashToken } from '@server/lib/tokens';
import { replyLinkExpiry, replyToken } from './reply-link';
import { sendFollowUpJob } from './send-follow-up.job';
import { sendProviderRequestJob } from './send-provider-request.job';

/**
 * For each new request whose provider has an e-mail address: a reply link (its hash stored) and a
 * durable job that e-mails the provider, and another that reminds it once a few days later if it
 * has not answered by then (docs/product.md#follow-ups). Runs in the submit transaction, so a request never
 * exists without its e-mail on the way, nor an e-mail without its request.
 */
export async function issueReplyLinks(
  tx: DbOrTx,
  secret: string,
  requests: readonly { id: string; providerId: string | null; submittedAt: Date }[],
): Promise<void> {
  const providerIds = requests.flatMap((r) => (r.providerId ? [r.providerId] : []));
  if (providerIds.length === 0) return;
  const reachable = await tx
    .select({ id: providers.id })
    .from(providers)
    .where(and(inArray(providers.id, providerIds), isNotNull(providers.email)));
  const reachableIds = new Set(reachable.map((p) => p.id));
  for (const request of requests) {
    if (!request.providerId || !reachableIds.has(request.providerId)) continue;
    const expiresAt = replyLinkExpiry(request.submittedAt);
    await tx
      .update(appointmentRequests)
      .set({
        replyTokenHash: hashToken(replyToken(secret, request.id, expiresAt)),
        replyTokenExpiresAt: expiresAt,
      })
      .where(eq(appointmentRequests.id, request.id));
    await enqueueJob(tx, sendProviderRequestJob, {
      key: `provider-request:${request.id}`,
      payload: { requestId: request.id },
      runAt: request.submittedAt,
    });
    await enqueueJob(tx, sendFollowUpJob, {
      key: `provider-follow-up:${request.id}`,
      payload: { requestId: request.id },
      runAt: followUpDueAt(request.submittedAt),
    });
  }
}
