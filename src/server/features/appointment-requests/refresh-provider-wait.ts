import { and, eq, isNotNull, or } from 'drizzle-orm';
import { daysBetween, estimateWait, type WaitSample } from '@shared/rules/wait-estimate';
import type { DbOrTx } from '@server/db/client';
import { appointmentRequests, providers } from '@server/db/schema';

/**
 * Recomputes a provider's measured wait (docs/product.md#wait-times) from every reply's earliest
 * opening and every booked appointment, each counted from the day the request was sent. Called
 * whenever one of those changes; the listed average stays as it is, for when the samples are too
 * few.
 */
export async function refreshProviderWait(db: DbOrTx, providerId: string): Promise<void> {
  const rows = await db
    .select({
      submittedAt: appointmentRequests.submittedAt,
      earliestDate: appointmentRequests.replyEarliestDate,
      scheduledDate: appointmentRequests.scheduledDate,
    })
    .from(appointmentRequests)
    .where(
      and(
        eq(appointmentRequests.providerId, providerId),
        or(
          isNotNull(appointmentRequests.replyEarliestDate),
          isNotNull(appointmentRequests.scheduledDate),
        ),
      ),
    );
  // A booked appointment says more than the opening offered before it: one sample per request.
  const samples: WaitSample[] = rows.map((row) =>
    row.scheduledDate
      ? { kind: 'observed', days: daysBetween(row.submittedAt, row.scheduledDate) }
      : {
          kind: 'reported',
          days: daysBetween(row.submittedAt, new Date(`${row.earliestDate}T12:00:00Z`)),
        },
  );
  const measured = estimateWait(samples, null);
  await db
    .update(providers)
    .set({
      measuredWaitDays: measured.days,
      measuredWaitSource: measured.source === 'listed' ? null : measured.source,
    })
    .where(eq(providers.id, providerId));
}
