import { eq } from 'drizzle-orm';
import type { ManagedProvider, UpdateWebsiteInput } from '@shared/api/provider-management';
import { refuseClinicSaid } from '@server/domain/listings/clinic-said';
import type { Db } from '@server/db/client';
import { providers, type UserRow } from '@server/db/schema';
import { recordAudit } from '@server/domain/audit/audit';
import { findManagedProvider } from './managed-provider';

/** Sets a provider's website (an http(s) URL, checked by the shared schema). */
export async function updateProviderWebsite(
  db: Db,
  admin: UserRow,
  id: string,
  input: UpdateWebsiteInput,
  ip: string,
): Promise<ManagedProvider> {
  const before = await findManagedProvider(db, id);
  await refuseClinicSaid(db, id, ['websiteUrl']);
  await db.transaction(async (tx) => {
    await tx.update(providers).set({ websiteUrl: input.websiteUrl }).where(eq(providers.id, id));
    await recordAudit(tx, {
      actorUserId: admin.id,
      action: 'provider_website_updated',
      subject: id,
      ip,
      details: { provider: before.name, before: before.websiteUrl, after: input.websiteUrl },
    });
  });
  return findManagedProvider(db, id);
}
