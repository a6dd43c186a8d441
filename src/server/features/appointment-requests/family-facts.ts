import { eq } from 'drizzle-orm';
import { childAgeParts } from '@shared/api/profile';
import type { FamilyFacts } from '@shared/api/provider-replies';
import type { Language } from '@shared/i18n/languages';
import type { DbOrTx } from '@server/db/client';
import { profiles, users, type AppointmentRequestRow } from '@server/db/schema';

/**
 * What a clinic's pages show about the family of a request: what the family shared when it sent
 * the request (child's age, note, phone) and what the clinic needs to answer (services wanted,
 * the language the family reads). Never a surname or an e-mail address.
 */
export function familyFactsOf(
  request: AppointmentRequestRow,
  family: { language: Language; services: string[] | null },
): FamilyFacts {
  return {
    services: family.services ?? [],
    childAge: childAgeParts(request.childAgeMonths),
    lookingFor: request.lookingFor,
    phone: request.contactPhone,
    language: family.language,
  };
}

/** The family facts of a request, read with the account's language and the profile's services. */
export async function loadFamilyFacts(
  db: DbOrTx,
  request: AppointmentRequestRow,
): Promise<FamilyFacts> {
  const [family] = await db
    .select({ language: users.language, services: profiles.desiredServices })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, request.userId));
  return familyFactsOf(request, {
    language: family?.language ?? 'en',
    services: family?.services ?? null,
  });
}
