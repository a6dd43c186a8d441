import { and, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { appointmentRequests, type AppointmentRequestRow } from '@server/db/schema';
import { AppError } from '@server/lib/errors';
import { errorMessage } from '@shared/api/error-messages';

/** The family's own request; anyone else's id is simply "not found". */
export async function findOwnRequest(
  db: Db,
  userId: string,
  id: string,
): Promise<AppointmentRequestRow> {
  const [row] = await db
    .select()
    .from(appointmentRequests)
    .where(and(eq(appointmentRequests.id, id), eq(appointmentRequests.userId, userId)));
  if (!row) throw new AppError('not_found', errorMessage('requests.notFound'));
  return row;
}
