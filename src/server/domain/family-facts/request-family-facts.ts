import { eq } from 'drizzle-orm';
import type { FamilyFacts } from '@shared/api/provider-replies';
import type { DbOrTx } from '../../db/client';
import { appointmentRequests, profiles, users, type AppointmentRequestRow } from '../../db/schema';
import { requestFamilyFacts, type LiveFamilyFacts } from './family-facts';
import { liveFamilyFactColumns } from './live-family-facts';

const NOTHING_LIVE: LiveFamilyFacts = {
  firstName: null,
  insurancePlan: null,
  services: null,
  zipCode: null,
  language: null,
};

/**
 * What a clinic's reply and confirm pages show about the family of a request: the services wanted,
 * whom the care is for and that person's age, note and phone it sent, and the language it chose for clinics. The first name,
 * insurance and ZIP code are the e-mail's; those pages name the insurance on their own.
 */
export async function loadRequestFamilyFacts(
  db: DbOrTx,
  request: AppointmentRequestRow,
): Promise<FamilyFacts> {
  const [live] = await db
    .select(liveFamilyFactColumns(appointmentRequests.insuranceType))
    .from(appointmentRequests)
    .innerJoin(users, eq(users.id, appointmentRequests.userId))
    .leftJoin(profiles, eq(profiles.userId, appointmentRequests.userId))
    .where(eq(appointmentRequests.id, request.id));
  const { services, careFor, childAge, lookingFor, phone, language } = requestFamilyFacts(
    request,
    live ?? NOTHING_LIVE,
  );
  return { services, careFor, childAge, lookingFor, phone, language };
}
