import { and, eq } from 'drizzle-orm';
import { errorMessage } from '@shared/api/error-messages';
import { childAgeInMonths, type Profile, type ProfileInput } from '@shared/api/profile';
import type { Db } from '@server/db/client';
import { payerDirectories, payerNetworks, profiles } from '@server/db/schema';
import { AppError } from '@server/lib/errors';
import { profileColumns, toApiProfile } from './profile-row';

/** Creates or replaces the user's own profile: a field left out is cleared. */
export async function saveProfile(db: Db, userId: string, input: ProfileInput): Promise<Profile> {
  const networkId = input.insuranceNetworkId ?? null;
  if (networkId && !(await isNetworkOf(db, networkId, input.insuranceType))) {
    throw new AppError(
      'invalid_input',
      errorMessage('profile.insuranceNetwork'),
      'insuranceNetworkId',
    );
  }
  const values = {
    insuranceType: input.insuranceType,
    insuranceNetworkId: networkId,
    desiredServices: input.desiredServices,
    zipCode: input.zipCode,
    childAgeMonths: childAgeInMonths(input),
    lookingFor: input.lookingFor ?? null,
    phone: input.phone ?? null,
  };
  const [row] = await db
    .insert(profiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: profiles.userId, set: values })
    .returning(profileColumns);
  return toApiProfile(row!);
}

/** Whether the network is one of a payer directory of that insurance type. */
async function isNetworkOf(db: Db, networkId: string, insuranceType: string): Promise<boolean> {
  const [found] = await db
    .select({ id: payerNetworks.id })
    .from(payerNetworks)
    .innerJoin(payerDirectories, eq(payerDirectories.id, payerNetworks.directoryId))
    .where(and(eq(payerNetworks.id, networkId), eq(payerDirectories.insuranceType, insuranceType)));
  return found !== undefined;
}
