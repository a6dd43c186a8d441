import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import {
  appointmentRequests,
  profiles,
  providers,
  users,
  type AppointmentRequestRow,
} from '@server/db/schema';
import type { LiveFamilyFacts } from '@server/domain/family-facts/family-facts';
import { liveFamilyFactColumns } from '@server/domain/family-facts/live-family-facts';

/** A request with what every e-mail to its clinic may be made of. */
export interface RequestForClinic {
  request: AppointmentRequestRow;
  providerEmail: string | null;
  /** The clinic's NPI, so the footer opens its own listing on the 'For clinics' page. */
  providerNpi: string | null;
  /** What the account and profile say now of what the clinic is told. */
  live: LiveFamilyFacts;
}

/**
 * The one loader behind the e-mails to a clinic about a request (the request, its reminder, the
 * booking to confirm, the withdrawal): each takes from it only what it may say
 * (docs/product.md#privacy). Undefined when the request, its provider or its family is gone.
 */
export async function loadRequestForClinic(
  db: Db,
  requestId: string,
): Promise<RequestForClinic | undefined> {
  const [row] = await db
    .select({
      request: appointmentRequests,
      providerEmail: providers.email,
      providerNpi: providers.npiNumber,
      live: liveFamilyFactColumns(appointmentRequests.insuranceType),
    })
    .from(appointmentRequests)
    .innerJoin(providers, eq(providers.id, appointmentRequests.providerId))
    .innerJoin(users, eq(users.id, appointmentRequests.userId))
    .leftJoin(profiles, eq(profiles.userId, appointmentRequests.userId))
    .where(eq(appointmentRequests.id, requestId));
  return row;
}
