import { and, inArray, lte } from 'drizzle-orm';
import { statusesMovableTo } from '@shared/rules/request-status';
import type { Db } from '@server/db/client';
import { appointmentRequests } from '@server/db/schema';

/** How long after its start a booked appointment counts as over. */
export const APPOINTMENT_LENGTH_MS = 2 * 60 * 60 * 1000;

/**
 * Marks booked appointments whose time has passed as completed; returns how many. Safe for every
 * instance to run at once: the status check is in the write.
 */
export async function completePastAppointments(db: Db, now: Date): Promise<number> {
  const done = await db
    .update(appointmentRequests)
    .set({ status: 'completed', updatedAt: now })
    .where(
      and(
        inArray(appointmentRequests.status, statusesMovableTo('completed', 'system')),
        lte(appointmentRequests.scheduledDate, new Date(now.getTime() - APPOINTMENT_LENGTH_MS)),
      ),
    )
    .returning({ id: appointmentRequests.id });
  return done.length;
}
