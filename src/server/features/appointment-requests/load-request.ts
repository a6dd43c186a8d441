import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { appointmentRequests, users } from '@server/db/schema';

/** A request with the family's account, for the e-mails to the family; undefined when gone. */
export async function loadRequestWithFamily(db: Db, requestId: string) {
  const [row] = await db
    .select({ request: appointmentRequests, user: users })
    .from(appointmentRequests)
    .innerJoin(users, eq(users.id, appointmentRequests.userId))
    .where(eq(appointmentRequests.id, requestId));
  return row;
}
