import { and, eq, isNotNull, or } from 'drizzle-orm';
import { providerWait, type WaitEvidence } from '@shared/rules/wait-estimate';
import type { DbOrTx } from '@server/db/client';
import { appointmentRequests, providers } from '@server/db/schema';
import { replyAnswerOf } from '@server/domain/replies/reply-answer';

/**
 * Recomputes a provider's measured wait (docs/product.md#wait-times) from its requests: each
 * family's latest offered date, waitlist estimate or appointment the clinic confirmed, counted
 * from the day the request was sent, and only from requests sent after an admin verified the
 * wait. Called whenever one of those changes (a reply, a confirmation, a cancellation, a
 * verification, a deleted account); the listed average stays as it is, for when the families are
 * too few.
 */
export async function refreshProviderWait(db: DbOrTx, providerId: string): Promise<void> {
  const [provider] = await db
    .select({ listedDays: providers.averageWaitTime, verifiedAt: providers.detailsVerifiedAt })
    .from(providers)
    .where(eq(providers.id, providerId));
  if (!provider) return;
  const rows = await db
    .select({
      family: appointmentRequests.userId,
      submittedAt: appointmentRequests.submittedAt,
      status: appointmentRequests.status,
      scheduledDate: appointmentRequests.scheduledDate,
      confirmedAt: appointmentRequests.confirmedAt,
      repliedAt: appointmentRequests.repliedAt,
      replyAnswer: appointmentRequests.replyAnswer,
      replyEarliestDate: appointmentRequests.replyEarliestDate,
      replyAcceptingNewPatients: appointmentRequests.replyAcceptingNewPatients,
      waitlistAmount: appointmentRequests.replyWaitlistAmount,
      waitlistUnit: appointmentRequests.replyWaitlistUnit,
    })
    .from(appointmentRequests)
    .where(
      and(
        eq(appointmentRequests.providerId, providerId),
        or(isNotNull(appointmentRequests.repliedAt), isNotNull(appointmentRequests.scheduledDate)),
      ),
    );
  const evidence: WaitEvidence[] = rows.map((row) => ({
    family: row.family,
    submittedAt: row.submittedAt,
    // Held by the clinic's confirmation, and only while it stands (or has taken place).
    confirmedDate:
      row.confirmedAt && (row.status === 'confirmed' || row.status === 'completed')
        ? row.scheduledDate
        : null,
    answer: replyAnswerOf(row),
    earliestDate: row.replyEarliestDate,
    waitlistAmount: row.waitlistAmount,
    waitlistUnit: row.waitlistUnit,
  }));
  const estimate = providerWait(evidence, {
    days: provider.listedDays,
    verifiedAt: provider.verifiedAt,
  });
  // Only experience is stored; the listed wait is read from its own column.
  const source =
    estimate.source === 'reported' || estimate.source === 'observed' ? estimate.source : null;
  await db
    .update(providers)
    .set({
      measuredWaitDays: source ? estimate.days : null,
      measuredWaitSource: source,
      measuredWaitFamilies: source ? estimate.families : null,
    })
    .where(eq(providers.id, providerId));
}
