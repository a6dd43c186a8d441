import type { ClearResult } from '@shared/api/admin';
import type { Db } from '@server/db/client';
import { providers } from '@server/db/schema';
import { recordAudit } from '@server/domain/audit/audit';
import { lockImports, refuseWhileImporting } from './import-lock';

/**
 * 'Clear All Providers' (docs/product.md#clearing-providers): removes every provider in one
 * transaction. Basket items of removed providers go with them (ON DELETE CASCADE); appointment
 * requests keep their copy of the provider's name and place (ON DELETE SET NULL). Refused while
 * an import runs.
 */
export async function clearProviders(
  db: Db,
  by: { userId: string; ip: string },
  now = new Date(),
): Promise<ClearResult> {
  return db.transaction(async (tx) => {
    await lockImports(tx);
    await refuseWhileImporting(tx, now);
    const removed = (await tx.delete(providers).returning({ id: providers.id })).length;
    await recordAudit(tx, {
      actorUserId: by.userId,
      action: 'providers_cleared',
      ip: by.ip,
      details: { removed },
    });
    return { imported: 0, states: [], removed };
  });
}
