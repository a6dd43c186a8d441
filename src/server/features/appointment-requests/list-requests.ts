import { eq } from 'drizzle-orm';
import type { AppointmentRequest } from '@shared/api/appointment-requests';
import { sortRequests } from '@shared/rules/request-order';
import type { Db } from '@server/db/client';
import { appointmentRequests } from '@server/db/schema';
import { reminderAddresses } from './reminder-address';
import { toApiRequest } from './to-api';

/** The family's own requests, scheduled first (docs/product.md#request-order). */
export async function listRequests(db: Db, userId: string): Promise<AppointmentRequest[]> {
  const rows = await db
    .select()
    .from(appointmentRequests)
    .where(eq(appointmentRequests.userId, userId));
  const reminderTo = await reminderAddresses(db, userId);
  return sortRequests(rows.map((row) => toApiRequest(row, reminderTo(row.contactEmail))));
}
