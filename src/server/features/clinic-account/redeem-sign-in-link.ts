import { eq } from 'drizzle-orm';
import { errorMessage } from '@shared/api/error-messages';
import type { Db } from '@server/db/client';
import { sessions, users, type UserRow } from '@server/db/schema';
import { listingsKeptBy } from '@server/domain/listings/listing-access';
import { consumeAccountToken } from '@server/domain/account-links/account-tokens';
import { recordAudit } from '@server/domain/audit/audit';
import { AppError } from '@server/lib/errors';
import { admit, type ClinicLimits } from './clinic-limits';

/**
 * Spends a clinic's sign-in link and answers the account to sign in. The link proves the address:
 * an account someone else had signed up with it, unproved, loses that person's password and
 * names, and every session it had (docs/product.md#e-mail-ownership). An address that no longer
 * keeps a listing is not signed in.
 */
export async function redeemSignInLink(
  db: Db,
  limits: ClinicLimits,
  token: string,
  context: { ip: string; now?: Date },
): Promise<UserRow> {
  await admit([limits.redeemByIp, context.ip]);
  const now = context.now ?? new Date();
  return db.transaction(async (tx) => {
    const link = await consumeAccountToken(tx, 'clinic_sign_in', token, now);
    const [owner] = await tx.select().from(users).where(eq(users.id, link.userId));
    const kept = await listingsKeptBy(tx, link.email);
    if (!owner || owner.email !== link.email || kept.length === 0) {
      throw new AppError('link_invalid', errorMessage('account.linkInvalid'));
    }
    let user = owner;
    if (!owner.emailVerifiedAt) {
      const [proved] = await tx
        .update(users)
        .set({
          emailVerifiedAt: now,
          ...(owner.passwordHash ? { passwordHash: null, firstName: null, lastName: null } : {}),
          updatedAt: now,
        })
        .where(eq(users.id, owner.id))
        .returning();
      await tx.delete(sessions).where(eq(sessions.userId, owner.id));
      user = proved!;
    }
    await recordAudit(tx, {
      action: 'clinic_sign_in',
      actorUserId: owner.id,
      subject: link.email,
      ip: context.ip,
      details: { listings: kept.length },
    });
    return user;
  });
}
