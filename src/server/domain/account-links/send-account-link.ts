import { and, count, eq, gt, sql } from 'drizzle-orm';
import { errorMessage } from '@shared/api/error-messages';
import { ACCOUNT_EMAILS_PER_DAY } from '@shared/rules/sending-limits';
import type { DbOrTx } from '@server/db/client';
import { accountTokens } from '@server/db/schema';
import { AppError } from '@server/lib/errors';
import { enqueueJob } from '@server/lib/jobs';
import { issueAccountToken, type AccountTokenPurpose } from './account-tokens';
import { sendAccountEmailJob } from './send-account-email.job';

const DAY_MS = 86_400_000;

/**
 * Issues a link for `purpose` and queues its e-mail, in one transaction, within the account's
 * daily allowance for that kind of e-mail (429 `sending_limit` beyond it, nothing sent).
 */
export async function sendAccountLink(
  db: DbOrTx,
  secret: string,
  input: { userId: string; purpose: AccountTokenPurpose; email: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    // One account's requests are counted one after another, so parallel ones cannot all slip in.
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext(${`account-links:${input.userId}`}))`,
    );
    const [sent] = await tx
      .select({ n: count() })
      .from(accountTokens)
      .where(
        and(
          eq(accountTokens.userId, input.userId),
          eq(accountTokens.purpose, input.purpose),
          gt(accountTokens.createdAt, new Date(input.now.getTime() - DAY_MS)),
        ),
      );
    if ((sent?.n ?? 0) >= ACCOUNT_EMAILS_PER_DAY) {
      throw new AppError('sending_limit', errorMessage('account.linkSendingLimit'));
    }
    const token = await issueAccountToken(tx, secret, input);
    await enqueueJob(tx, sendAccountEmailJob, {
      key: `account-email:${token.id}`,
      payload: { type: 'token', tokenId: token.id },
      runAt: input.now,
    });
  });
}

/**
 * The same for a form that answers alike whatever the address ('Forgot password?', 'Send the link
 * again'): over the day's allowance nothing is sent, silently, so the answer tells nobody which
 * addresses have accounts.
 */
export async function sendAccountLinkQuietly(
  db: DbOrTx,
  secret: string,
  input: { userId: string; purpose: AccountTokenPurpose; email: string; now: Date },
): Promise<void> {
  try {
    await sendAccountLink(db, secret, input);
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'sending_limit')) throw error;
  }
}
