import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import {
  appointmentRequests,
  careBasketItems,
  confirmedAddresses,
  payerNetworks,
  profiles,
  providers,
  type UserRow,
} from '@server/db/schema';
import { storedReplyOf } from '@server/domain/replies/stored-reply';
import { listSessions } from './account-sessions';

/**
 * Everything the account owns, for 'Download my data': the account (no password hash, no sign-in
 * identifiers; with the language its e-mails are written in), its profile, basket, requests with the clinics' answers, signed-in browsers and
 * confirmed addresses. Only rows of this account are read.
 */
export async function exportAccount(db: Db, user: UserRow, currentSessionToken: string) {
  const [profile] = await db
    .select({ profile: profiles, insuranceNetwork: payerNetworks.name })
    .from(profiles)
    .leftJoin(payerNetworks, eq(payerNetworks.id, profiles.insuranceNetworkId))
    .where(eq(profiles.userId, user.id));
  const basket = await db
    .select({
      addedAt: careBasketItems.addedAt,
      providerName: providers.name,
      providerId: providers.id,
    })
    .from(careBasketItems)
    .innerJoin(providers, eq(providers.id, careBasketItems.providerId))
    .where(eq(careBasketItems.userId, user.id));
  const requests = await db
    .select()
    .from(appointmentRequests)
    .where(eq(appointmentRequests.userId, user.id));
  const addresses = await db
    .select({ email: confirmedAddresses.email, confirmedAt: confirmedAddresses.confirmedAt })
    .from(confirmedAddresses)
    .where(eq(confirmedAddresses.userId, user.id));
  return {
    exportedAt: new Date().toISOString(),
    account: {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerifiedAt !== null,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      language: user.language,
      signsInWith: user.passwordHash ? 'password' : 'organisation account',
      createdAt: user.createdAt.toISOString(),
    },
    profile: profile
      ? {
          insuranceType: profile.profile.insuranceType,
          insuranceNetwork: profile.insuranceNetwork,
          desiredServices: profile.profile.desiredServices,
          zipCode: profile.profile.zipCode,
          childAgeMonths: profile.profile.childAgeMonths,
          lookingFor: profile.profile.lookingFor,
          phone: profile.profile.phone,
          languageForClinics: profile.profile.requestLanguage,
          travelMiles: profile.profile.travelMiles,
          lastSearch: profile.profile.savedSearch,
        }
      : null,
    careBasket: basket.map((item) => ({ ...item, addedAt: item.addedAt.toISOString() })),
    appointmentRequests: requests.map((row) => ({
      status: row.status,
      provider: {
        name: row.providerName,
        specialty: row.providerSpecialty,
        city: row.providerCity,
        state: row.providerState,
        phone: row.providerPhone,
        address: row.providerAddress,
      },
      insuranceAskedAbout: row.insuranceType,
      childAgeMonths: row.childAgeMonths,
      lookingFor: row.lookingFor,
      submittedAt: row.submittedAt.toISOString(),
      scheduledDate: row.scheduledDate?.toISOString() ?? null,
      timeZone: row.timeZone,
      contactEmail: row.contactEmail,
      contactPhone: row.contactPhone,
      patientNotes: row.patientNotes,
      cancelledBy: row.cancelledBy,
      clinicAnswer: row.repliedAt
        ? { repliedAt: row.repliedAt.toISOString(), ...storedReplyOf(row) }
        : null,
    })),
    sessions: (await listSessions(db, user.id, currentSessionToken)).map(
      ({ id: _id, ...session }) => session,
    ),
    reminderAddresses: addresses.map((a) => ({ ...a, confirmedAt: a.confirmedAt.toISOString() })),
  };
}
