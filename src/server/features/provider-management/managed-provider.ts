import { eq } from 'drizzle-orm';
import type { ManagedProvider } from '@shared/api/provider-management';
import { personName } from '@shared/rules/user-display';
import type { Db } from '@server/db/client';
import { providers, users } from '@server/db/schema';
import { AppError } from '@server/lib/errors';
import { errorMessage } from '@shared/api/error-messages';

/** A provider as the management page shows it, with the verifying admin's name. */
export const managedColumns = {
  id: providers.id,
  name: providers.name,
  specialty: providers.specialty,
  city: providers.city,
  state: providers.state,
  npiNumber: providers.npiNumber,
  profileImageUrl: providers.profileImageUrl,
  websiteUrl: providers.websiteUrl,
  email: providers.email,
  acceptedInsurance: providers.acceptedInsurance,
  servicesOffered: providers.servicesOffered,
  averageWaitTime: providers.averageWaitTime,
  acceptingNewPatients: providers.acceptingNewPatients,
  agesFrom: providers.agesFrom,
  agesTo: providers.agesTo,
  languages: providers.languages,
  telehealth: providers.telehealth,
  factsReportedAt: providers.factsReportedAt,
  detailsVerifiedAt: providers.detailsVerifiedAt,
  verifierFirstName: users.firstName,
  verifierLastName: users.lastName,
  verifierEmail: users.email,
};

type ManagedRow = Omit<
  ManagedProvider,
  'detailsVerifiedAt' | 'detailsVerifiedBy' | 'factsReportedAt'
> & {
  detailsVerifiedAt: Date | null;
  factsReportedAt: Date | null;
  verifierFirstName: string | null;
  verifierLastName: string | null;
  verifierEmail: string | null;
};

export function toManagedProvider(row: ManagedRow): ManagedProvider {
  const { verifierFirstName, verifierLastName, verifierEmail, ...rest } = row;
  // The admin's name, or their e-mail when they gave none; null once the account is deleted.
  const verifier =
    personName({ firstName: verifierFirstName, lastName: verifierLastName, email: null }) ??
    verifierEmail;
  return {
    ...rest,
    detailsVerifiedAt: row.detailsVerifiedAt?.toISOString() ?? null,
    factsReportedAt: row.factsReportedAt?.toISOString() ?? null,
    detailsVerifiedBy: row.detailsVerifiedAt ? verifier : null,
  };
}

/** One provider for the management page; 404 naming `id` when there is none. */
export async function findManagedProvider(db: Db, id: string): Promise<ManagedProvider> {
  const [row] = await db
    .select(managedColumns)
    .from(providers)
    .leftJoin(users, eq(users.id, providers.detailsVerifiedBy))
    .where(eq(providers.id, id));
  if (!row) throw new AppError('not_found', errorMessage('management.providerNotFound'), 'id');
  return toManagedProvider(row);
}
