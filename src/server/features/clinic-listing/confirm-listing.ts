import { LISTING_FIELDS } from '@shared/api/clinic-listing';
import type { DbOrTx } from '@server/db/client';
import { CONFIRMED_FIELD, recordClinicSaid } from '@server/domain/listings/clinic-said';
import { recordAudit } from '@server/domain/audit/audit';

/**
 * 'Everything here is still right': every field is dated as said by the clinic now, and the
 * confirmation itself is kept beside them. `userId` is null for the e-mail's one-click link.
 */
export async function confirmListing(
  db: DbOrTx,
  userId: string | null,
  providerId: string,
  context: { ip: string | null; now: Date; via: 'page' | 'email' },
): Promise<void> {
  await recordClinicSaid(db, providerId, [...LISTING_FIELDS, CONFIRMED_FIELD], userId, context.now);
  await recordAudit(db, {
    actorUserId: userId,
    action: 'listing_confirmed',
    subject: providerId,
    ip: context.ip,
    details: { via: context.via },
  });
}
