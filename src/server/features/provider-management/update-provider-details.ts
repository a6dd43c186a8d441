import { eq } from 'drizzle-orm';
import type { ManagedProvider, UpdateDetailsInput } from '@shared/api/provider-management';
import type { ListingField } from '@shared/api/clinic-listing';
import type { Db } from '@server/db/client';
import { refuseClinicSaid } from '@server/domain/listings/clinic-said';
import { providers, type UserRow } from '@server/db/schema';
import { recordAudit } from '@server/domain/audit/audit';
import { refreshProviderWait } from '@server/domain/waits/refresh-provider-wait';
import { findManagedProvider } from './managed-provider';

const detailsOf = (provider: ManagedProvider): UpdateDetailsInput => ({
  acceptedInsurance: provider.acceptedInsurance as UpdateDetailsInput['acceptedInsurance'],
  servicesOffered: provider.servicesOffered as UpdateDetailsInput['servicesOffered'],
  averageWaitTime: provider.averageWaitTime,
  acceptingNewPatients: provider.acceptingNewPatients,
  agesFrom: provider.agesFrom,
  agesTo: provider.agesTo,
  languages: provider.languages as UpdateDetailsInput['languages'],
  telehealth: provider.telehealth,
});

/**
 * Records what an admin verified with the provider (the 'Insurance & Services' tab), with the
 * date and the admin, so families see how fresh it is (docs/product.md#verified-details). The
 * measured wait is recomputed, leaving out experience from before the verification.
 */
export async function updateProviderDetails(
  db: Db,
  admin: UserRow,
  id: string,
  input: UpdateDetailsInput,
  ip: string,
): Promise<ManagedProvider> {
  const before = await findManagedProvider(db, id);
  const was = detailsOf(before);
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const changed: ListingField[] = [];
  if (!same(was.acceptedInsurance, input.acceptedInsurance)) changed.push('acceptedInsurance');
  if (!same(was.servicesOffered, input.servicesOffered)) changed.push('servicesOffered');
  if (was.acceptingNewPatients !== input.acceptingNewPatients) changed.push('acceptingNewPatients');
  if (was.agesFrom !== input.agesFrom || was.agesTo !== input.agesTo) changed.push('ages');
  if (!same(was.languages, input.languages)) changed.push('languages');
  if (was.telehealth !== input.telehealth) changed.push('telehealth');
  await refuseClinicSaid(db, id, changed);
  await db.transaction(async (tx) => {
    await tx
      .update(providers)
      .set({ ...input, detailsVerifiedAt: new Date(), detailsVerifiedBy: admin.id })
      .where(eq(providers.id, id));
    // A verified wait stands until families who asked after the verification say otherwise.
    await refreshProviderWait(tx, id);
    await recordAudit(tx, {
      actorUserId: admin.id,
      action: 'provider_details_verified',
      subject: id,
      ip,
      details: { provider: before.name, before: detailsOf(before), after: input },
    });
  });
  return findManagedProvider(db, id);
}
