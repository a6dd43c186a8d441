import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { accountTokens } from '@server/db/schema';
import { sendAccountLink } from '@server/domain/account-links/send-account-link';
import { AppError } from '@server/lib/errors';

/**
 * Sends the one confirmation e-mail an address gets before any reminder, unless a link for it is
 * still waiting. Over the day's allowance the booking still stands; reminders then keep going to
 * the account's own address.
 */
export async function askToConfirmAddress(
  db: Db,
  secret: string,
  userId: string,
  rawEmail: string,
  now = new Date(),
): Promise<void> {
  const email = rawEmail.toLowerCase();
  const [waiting] = await db
    .select({ id: accountTokens.id })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, 'confirm_address'),
        eq(accountTokens.email, email),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    );
  if (waiting) return;
  try {
    await sendAccountLink(db, secret, { userId, purpose: 'confirm_address', email, now });
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'sending_limit')) throw error;
  }
}
