import { eq } from 'drizzle-orm';
import { errorMessage } from '@shared/api/error-messages';
import type { Db } from '@server/db/client';
import { payerDirectories } from '@server/db/schema';
import { recordAudit } from '@server/domain/audit/audit';
import { AppError } from '@server/lib/errors';

/**
 * Removes a directory with its networks, plans, claims and runs; audited. Providers it created
 * stay (they are real practices with NPIs) without its label; a running import finds its run gone
 * and stops.
 */
export async function removePayerDirectory(
  db: Db,
  id: string,
  by: { userId: string; ip: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(payerDirectories)
      .where(eq(payerDirectories.id, id))
      .returning({ name: payerDirectories.name, baseUrl: payerDirectories.baseUrl });
    if (!removed) throw new AppError('not_found', errorMessage('payers.noSuchDirectory'), 'id');
    await recordAudit(tx, {
      actorUserId: by.userId,
      action: 'payer_directory_removed',
      subject: id,
      ip: by.ip,
      details: removed,
    });
  });
}
