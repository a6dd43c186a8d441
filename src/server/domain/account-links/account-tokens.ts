import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { accountTokens, type AccountTokenRow } from '@server/db/schema';
import { AppError } from '@server/lib/errors';
import { hashToken } from '@server/lib/tokens';
import { signedToken } from '@server/domain/signed-links/signed-links';
import { errorMessage } from '@shared/api/error-messages';

export type AccountTokenPurpose = AccountTokenRow['purpose'];

const MINUTE_MS = 60_000;

/** How long each kind of link works: a reset link is short-lived because it can sign someone in. */
export const TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  verify_email: 24 * 60 * MINUTE_MS,
  reset_password: 30 * MINUTE_MS,
  confirm_address: 24 * 60 * MINUTE_MS,
  // A clinic's sign-in link is its only way in, so it lives no longer than it takes to open it.
  clinic_sign_in: 15 * MINUTE_MS,
};

/** The token of an account link: the row's id, signed (signed-links). */
export const accountTokenValue = (secret: string, tokenId: string): string =>
  signedToken(secret, 'account', [tokenId]);

/**
 * A new single-use link for `purpose`; earlier unused links of the same purpose for this account
 * stop working, so only the newest e-mail counts.
 */
export async function issueAccountToken(
  db: DbOrTx,
  secret: string,
  input: { userId: string; purpose: AccountTokenPurpose; email: string; now: Date },
): Promise<AccountTokenRow> {
  await db
    .update(accountTokens)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(accountTokens.userId, input.userId),
        eq(accountTokens.purpose, input.purpose),
        isNull(accountTokens.usedAt),
      ),
    );
  const id = randomUUID();
  const [row] = await db
    .insert(accountTokens)
    .values({
      id,
      userId: input.userId,
      purpose: input.purpose,
      email: input.email,
      tokenHash: hashToken(accountTokenValue(secret, id)),
      expiresAt: new Date(input.now.getTime() + TOKEN_LIFETIME_MS[input.purpose]),
      createdAt: input.now,
    })
    .returning();
  return row!;
}

/** The account an unspent, unexpired link of `purpose` is for, without spending it. */
export async function accountOfToken(
  db: DbOrTx,
  purpose: AccountTokenPurpose,
  token: string,
  now: Date,
): Promise<string | null> {
  const [link] = await db
    .select({ userId: accountTokens.userId, expiresAt: accountTokens.expiresAt })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
  return link && link.expiresAt > now ? link.userId : null;
}

/**
 * Spends a link: of two requests with the same token only one succeeds. A link that is unknown,
 * for another purpose, used or expired is refused with a code the page can explain.
 */
export async function consumeAccountToken(
  db: DbOrTx,
  purpose: AccountTokenPurpose,
  token: string,
  now: Date,
): Promise<AccountTokenRow> {
  const tokenHash = hashToken(token);
  const [spent] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    )
    .returning();
  if (spent && spent.expiresAt > now) return spent;
  if (spent) throw new AppError('link_expired', errorMessage('account.linkExpired'));
  const [known] = await db
    .select({ id: accountTokens.id })
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose)));
  if (known) throw new AppError('link_used', errorMessage('account.linkUsed'));
  throw new AppError('link_invalid', errorMessage('account.linkInvalid'));
}
