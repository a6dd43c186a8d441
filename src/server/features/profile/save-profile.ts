import { and, eq } from 'drizzle-orm';
import { errorMessage } from '@shared/api/error-messages';
import { childAgeInMonths, type Profile, type ProfileInput } from '@shared/api/profile';
import type { DbOrTx } from '@server/db/client';
import { payerDirectories, payerNetworks, profiles } from '@server/db/schema';
import { AppError } from '@server/lib/errors';
import { profileColumns, toApiProfile } from './profile-row';

/** Creates or replaces the user's own profile: a field left out is cleared. */
export async function saveProfile(
  db: DbOrTx,
  userId: string,
  input: ProfileInput,
): Promise<Profile> {
  const networkId = input.insuranceNetworkId ?? null;
  const values = {
    insuranceType: input.insuranceType,
    insuranceNetworkId: networkId,
    desiredServices: input.desiredServices,
    zipCode: input.zipCode,
    careFor: input.careFor,
    childAgeMonths: childAgeInMonths(input),
    lookingFor: input.lookingFor ?? null,
    phone: input.phone ?? null,
    requestLanguage: input.requestLanguage ?? null,
    // A profile saved anew says what the family wants now: its services start the next search.
    savedSearch: null,
  };
  return db.transaction(async (tx) => {
    // Held until the save commits, so the directory cannot go between the check and the write.
    if (networkId && !(await lockNetworkOf(tx, networkId, input.insuranceType))) {
      throw new AppError(
        'invalid_input',
        errorMessage('profile.insuranceNetwork'),
        'insuranceNetworkId',
      );
    }
    const [row] = await tx
      .insert(profiles)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: profiles.userId, set: values })
      .returning(profileColumns);
    return toApiProfile(row!);
  });
}

/** Whether the network is one of a payer directory of that insurance type, locking its row. */
async function lockNetworkOf(
  tx: DbOrTx,
  networkId: string,
  insuranceType: string,
): Promise<boolean> {
  const [found] = await tx
    .select({ id: payerNetworks.id })
    .from(payerNetworks)
    .innerJoin(payerDirectories, eq(payerDirectories.id, payerNetworks.directoryId))
    .where(and(eq(payerNetworks.id, networkId), eq(payerDirectories.insuranceType, insuranceType)))
    .for('share', { of: payerNetworks });
  return found !== undefined;
}
