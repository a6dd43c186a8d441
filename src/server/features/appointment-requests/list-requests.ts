import { eq } from 'drizzle-orm';
import type { AppointmentRequest } from '@shared/api/appointment-requests';
import { sortRequests } from '@shared/rules/request-order';
import type { Db } from '@server/db/client';
import { appointmentRequests, providers, users } from '@server/db/schema';
import { waitDaysSql, waitSourceSql } from '@server/domain/waits/provider-wait';
import { nextOpeningOf, waitColumns } from '@server/domain/openings/next-opening';
import { saidFacts } from '@server/domain/openings/said-facts';
import { reminderAddresses } from './reminder-address';
import { toApiRequest } from './to-api';

/**
 * The family's own requests, scheduled first, then by their best known opening
 * (docs/product.md#request-order), which needs each provider's current wait.
 */
export async function listRequests(db: Db, userId: string): Promise<AppointmentRequest[]> {
  const rows = await db
    .select({
      request: appointmentRequests,
      waitDays: waitDaysSql,
      waitSource: waitSourceSql,
      ...waitColumns,
    })
    .from(appointmentRequests)
    .leftJoin(providers, eq(providers.id, appointmentRequests.providerId))
    .where(eq(appointmentRequests.userId, userId));
  const reminderTo = await reminderAddresses(db, userId);
  const [user] = await db
    .select({ seenAt: users.requestsSeenAt })
    .from(users)
    .where(eq(users.id, userId));
  const seenAt = user?.seenAt ?? null;
  const now = new Date();
  const said = await saidFacts(
    db,
    [...new Set(rows.flatMap(({ request }) => request.providerId ?? []))],
    now,
  );
  return sortRequests(
    rows.map(({ request, waitDays, waitSource, ...waits }) =>
      toApiRequest(
        request,
        reminderTo(request.contactEmail),
        seenAt,
        { days: waitDays, source: waitSource },
        request.providerId ? nextOpeningOf(said.get(request.providerId), waits, now) : null,
      ),
    ),
  );
}

/** The family looked at its requests: answers until now are no longer news. */
export async function markRequestsSeen(db: Db, userId: string, now = new Date()): Promise<void> {
  await db.update(users).set({ requestsSeenAt: now }).where(eq(users.id, userId));
}
