import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { appointmentRequests, profiles, providers, users } from '@server/db/schema';

/** A request with the family's account, for the e-mails to the family; undefined when gone. */
export async function loadRequestWithFamily(db: Db, requestId: string) {
  const [row] = await db
    .select({ request: appointmentRequests, user: users })
    .from(appointmentRequests)
    .innerJoin(users, eq(users.id, appointmentRequests.userId))
    .where(eq(appointmentRequests.id, requestId));
  return row;
}

/**
 * A request with what an e-mail to the clinic may carry: the clinic's address and the family's
 * first name and the language it chose for clinics (null: none), nothing more about the family
 * (docs/product.md#privacy); undefined when gone.
 */
export async function loadRequestForClinic(db: Db, requestId: string) {
  const [row] = await db
    .select({
      request: appointmentRequests,
      providerEmail: providers.email,
      providerNpi: providers.npiNumber,
      firstName: users.firstName,
      language: profiles.requestLanguage,
    })
    .from(appointmentRequests)
    .innerJoin(providers, eq(providers.id, appointmentRequests.providerId))
    .innerJoin(users, eq(users.id, appointmentRequests.userId))
    .leftJoin(profiles, eq(profiles.userId, appointmentRequests.userId))
    .where(eq(appointmentRequests.id, requestId));
  return row;
}
