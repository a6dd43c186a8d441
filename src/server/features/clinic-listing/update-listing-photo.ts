import { eq } from 'drizzle-orm';
import type { UpdateImageInput } from '@shared/api/provider-management';
import type { Db } from '@server/db/client';
import { providers } from '@server/db/schema';
import { recordClinicSaid } from '@server/domain/listings/clinic-said';
import { recordAudit } from '@server/domain/audit/audit';
import type { ObjectStorage } from '@server/lib/object-storage';

/**
 * The clinic's photo, by the same upload flow admins use: only an upload our storage issued and
 * accepted becomes the image.
 */
export async function updateListingPhoto(
  db: Db,
  storage: ObjectStorage,
  user: { id: string },
  providerId: string,
  input: UpdateImageInput,
  context: { ip: string; now: Date },
): Promise<void> {
  const imagePath = await storage.claimUpload(input.imageURL);
  await db.transaction(async (tx) => {
    await tx
      .update(providers)
      .set({ profileImageUrl: imagePath })
      .where(eq(providers.id, providerId));
    await recordClinicSaid(tx, providerId, ['photo'], user.id, context.now);
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'listing_photo_updated',
      subject: providerId,
      ip: context.ip,
      details: { after: imagePath },
    });
  });
}
