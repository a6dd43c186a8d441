import type { Db } from '@server/db/client';
import { confirmedAddresses } from '@server/db/schema';
import { consumeAccountToken } from '@server/domain/account-links/account-tokens';

/**
 * Spends an address-confirmation link: from now on the account's reminders may go to that
 * address. Whoever reads that inbox opens it, so no sign-in is needed.
 */
export async function confirmAddress(db: Db, token: string, now = new Date()): Promise<string> {
  return db.transaction(async (tx) => {
    const link = await consumeAccountToken(tx, 'confirm_address', token, now);
    await tx
      .insert(confirmedAddresses)
      .values({ userId: link.userId, email: link.email, confirmedAt: now })
      .onConflictDoNothing();
    return link.email;
  });
}
