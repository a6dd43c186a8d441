import { eq } from 'drizzle-orm';
import type { AppointmentRequest } from '@shared/api/appointment-requests';
import { sortRequests } from '@shared/rules/request-order';
import type { Db } from '@server/db/client';
import { appointmentRequests, users } from '@server/db/schema';
import { reminderAddresses } from './reminder-address';
import { toApiRequest } from './to-api';

/** The family's own requests, scheduled first (docs/product.md#request-order). */
export async function listRequests(db: Db, userId: string): Promise<AppointmentRequest[]> {
  const rows = await db
    .select()
    .from(appointmentRequests)
    .where(eq(appointmentRequests.userId, userId));
  const reminderTo = await reminderAddresses(db, userId);
  const [user] = await db
    .select({ seenAt: users.requestsSeenAt })
    .from(users)
    .where(eq(users.id, userId));
  const seenAt = user?.seenAt ?? null;
  return sortRequests(rows.map((row) => toApiRequest(row, reminderTo(row.contactEmail), seenAt)));
}

/** The family looked at its requests: answers until now are no longer news. */
export async function markRequestsSeen(db: Db, userId: string, now = new Date()): Promise<void> {
  await db.update(users).set({ requestsSeenAt: now }).where(eq(users.id, userId));
}
