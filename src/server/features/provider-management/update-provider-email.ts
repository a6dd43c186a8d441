import { eq } from 'drizzle-orm';
import type { ManagedProvider, UpdateEmailInput } from '@shared/api/provider-management';
import { refuseClinicSaid } from '@server/domain/listings/clinic-said';
import type { Db } from '@server/db/client';
import { providers, type UserRow } from '@server/db/schema';
import { recordAudit } from '@server/domain/audit/audit';
import { sendPendingRequests } from '@server/domain/clinic-requests/send-pending-requests';
import { findManagedProvider } from './managed-provider';

/**
 * Sets the address a clinic's requests are e-mailed to (checked by the shared schema), audited
 * with the address before and after; the requests that waited for an address go out with it.
 */
export async function updateProviderEmail(
  db: Db,
  admin: UserRow,
  id: string,
  input: UpdateEmailInput,
  context: { ip: string; secret: string },
): Promise<ManagedProvider> {
  const before = await findManagedProvider(db, id);
  await refuseClinicSaid(db, id, ['email']);
  await db.transaction(async (tx) => {
    await tx.update(providers).set({ email: input.email }).where(eq(providers.id, id));
    await recordAudit(tx, {
      actorUserId: admin.id,
      action: 'provider_email_updated',
      subject: id,
      ip: context.ip,
      details: { provider: before.name, before: before.email, after: input.email },
    });
    await sendPendingRequests(tx, context.secret, id, new Date());
  });
  return findManagedProvider(db, id);
}
