import { eq } from 'drizzle-orm';
import type { ManagedProvider, UpdateImageInput } from '@shared/api/provider-management';
import { refuseClinicSaid } from '@server/domain/listings/clinic-said';
import type { Db } from '@server/db/client';
import { providers, type UserRow } from '@server/db/schema';
import { recordAudit } from '@server/domain/audit/audit';
import type { ObjectStorage } from '@server/lib/object-storage';
import { findManagedProvider } from './managed-provider';

/** Saves an uploaded image on a provider: only an upload our storage issued and accepted. */
export async function updateProviderImage(
  db: Db,
  storage: ObjectStorage,
  admin: UserRow,
  id: string,
  input: UpdateImageInput,
  ip: string,
): Promise<ManagedProvider> {
  const before = await findManagedProvider(db, id);
  await refuseClinicSaid(db, id, ['photo']);
  const imagePath = await storage.claimUpload(input.imageURL);
  await db.transaction(async (tx) => {
    await tx.update(providers).set({ profileImageUrl: imagePath }).where(eq(providers.id, id));
    await recordAudit(tx, {
      actorUserId: admin.id,
      action: 'provider_image_updated',
      subject: id,
      ip,
      details: { provider: before.name, before: before.profileImageUrl, after: imagePath },
    });
  });
  return findManagedProvider(db, id);
}
