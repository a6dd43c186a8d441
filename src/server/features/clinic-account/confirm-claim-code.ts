import { eq } from 'drizzle-orm';
import { errorMessage } from '@shared/api/error-messages';
import type { Db, DbOrTx } from '@server/db/client';
import { listingClaims } from '@server/db/schema';
import { CLAIM_CODE_ATTEMPTS, claimCodeHash } from '@server/domain/listings/claim-code';
import { addStaffAddress, staffAccountFor } from '@server/domain/listings/staff-account';
import { sendAccountLink } from '@server/domain/account-links/send-account-link';
import { recordAudit } from '@server/domain/audit/audit';
import { AppError } from '@server/lib/errors';

/**
 * The code from the listing's inbox. Right: the claimant's work address keeps the listing, and it
 * is e-mailed a sign-in link. Wrong: counted; the last allowed wrong one, or a code past its time,
 * sends the claim to an admin instead, so the clinic is never stuck.
 */
export async function confirmClaimCode(
  db: Db,
  input: { claimId: string; code: string },
  context: { ip: string; secret: string; now?: Date },
): Promise<{ providerId: string }> {
  const now = context.now ?? new Date();
  const outcome = await db.transaction(async (tx) => {
    const [claim] = await tx
      .select()
      .from(listingClaims)
      .where(eq(listingClaims.id, input.claimId))
      .for('update');
    if (!claim) throw new AppError('not_found', errorMessage('claims.noSuchClaim'));
    if (claim.status !== 'code_sent' || !claim.codeHash || !claim.codeExpiresAt) {
      throw new AppError('claim_code_spent', errorMessage('claims.codeSpent'));
    }
    if (claim.codeExpiresAt <= now) {
      await toAdmin(tx, claim.id);
      return { ok: false as const, spent: true };
    }
    if (claimCodeHash(claim.id, input.code) !== claim.codeHash) {
      const attempts = claim.codeAttempts + 1;
      const spent = attempts >= CLAIM_CODE_ATTEMPTS;
      await tx
        .update(listingClaims)
        .set({ codeAttempts: attempts, ...(spent ? { status: 'pending', codeHash: null } : {}) })
        .where(eq(listingClaims.id, claim.id));
      return { ok: false as const, spent, left: CLAIM_CODE_ATTEMPTS - attempts };
    }
    await tx
      .update(listingClaims)
      .set({ status: 'approved', decidedAt: now, codeHash: null })
      .where(eq(listingClaims.id, claim.id));
    await addStaffAddress(tx, {
      providerId: claim.providerId,
      email: claim.workEmail,
      addedBy: null,
      now,
    });
    const account = await staffAccountFor(tx, claim.workEmail);
    await sendAccountLink(tx, context.secret, {
      userId: account.id,
      purpose: 'clinic_sign_in',
      email: claim.workEmail,
      now,
    });
    await recordAudit(tx, {
      action: 'listing_claim_approved',
      subject: claim.providerId,
      ip: context.ip,
      details: { claimId: claim.id, by: 'code' },
    });
    return { ok: true as const, providerId: claim.providerId };
  });
  // Thrown after the transaction, so the counted attempt is kept.
  if (!outcome.ok) {
    if (outcome.spent) throw new AppError('claim_code_spent', errorMessage('claims.codeSpent'));
    throw new AppError(
      'claim_code_wrong',
      errorMessage('claims.wrongCode', { count: outcome.left ?? 0 }),
      'code',
    );
  }
  return { providerId: outcome.providerId };
}

/** A code that can no longer be used: an admin reviews the claim instead. */
async function toAdmin(tx: DbOrTx, claimId: string) {
  await tx
    .update(listingClaims)
    .set({ status: 'pending', codeHash: null })
    .where(eq(listingClaims.id, claimId));
}
