import { eq } from 'drizzle-orm';
import { errorMessage } from '@shared/api/error-messages';
import type { Db, DbOrTx } from '@server/db/client';
import { listingClaims, type ListingClaimRow, type UserRow } from '@server/db/schema';
import { addStaffAddress, staffAccountFor } from '@server/domain/listings/staff-account';
import { issueAccountToken } from '@server/domain/account-links/account-tokens';
import { recordAudit } from '@server/domain/audit/audit';
import { AppError } from '@server/lib/errors';
import { enqueueJob } from '@server/lib/jobs';
import { sendListingClaimEmailJob } from './send-listing-claim-email.job';

interface Decision {
  admin: UserRow;
  claimId: string;
  ip: string;
  secret: string;
  now?: Date;
}

/**
 * An admin approves a claim after calling the clinic back: the work address keeps the listing and
 * is e-mailed a sign-in link in the approval itself. Audited with ids only.
 */
export async function approveClaim(db: Db, decision: Decision): Promise<void> {
  const now = decision.now ?? new Date();
  await db.transaction(async (tx) => {
    const claim = await pendingClaim(tx, decision.claimId);
    await decide(tx, claim, 'approved', decision.admin, now);
    await addStaffAddress(tx, {
      providerId: claim.providerId,
      email: claim.workEmail,
      addedBy: null,
      now,
    });
    const account = await staffAccountFor(tx, claim.workEmail);
    const token = await issueAccountToken(tx, decision.secret, {
      userId: account.id,
      purpose: 'clinic_sign_in',
      email: claim.workEmail,
      now,
    });
    await enqueueJob(tx, sendListingClaimEmailJob, {
      key: `listing-claim-approved:${claim.id}`,
      payload: { type: 'approved', claimId: claim.id, tokenId: token.id },
      runAt: now,
    });
    await recordAudit(tx, {
      action: 'listing_claim_approved',
      actorUserId: decision.admin.id,
      subject: claim.providerId,
      ip: decision.ip,
      details: { claimId: claim.id, by: 'admin' },
    });
  });
}

/** An admin declines a claim; the clinic is told. */
export async function declineClaim(db: Db, decision: Decision): Promise<void> {
  const now = decision.now ?? new Date();
  await db.transaction(async (tx) => {
    const claim = await pendingClaim(tx, decision.claimId);
    await decide(tx, claim, 'declined', decision.admin, now);
    await enqueueJob(tx, sendListingClaimEmailJob, {
      key: `listing-claim-declined:${claim.id}`,
      payload: { type: 'declined', claimId: claim.id },
      runAt: now,
    });
    await recordAudit(tx, {
      action: 'listing_claim_declined',
      actorUserId: decision.admin.id,
      subject: claim.providerId,
      ip: decision.ip,
      details: { claimId: claim.id },
    });
  });
}

/** The claim, locked; 404 for none, 409 once decided (by an admin, or by its code). */
async function pendingClaim(tx: DbOrTx, claimId: string): Promise<ListingClaimRow> {
  const [claim] = await tx
    .select()
    .from(listingClaims)
    .where(eq(listingClaims.id, claimId))
    .for('update');
  if (!claim) throw new AppError('not_found', errorMessage('claims.noSuchClaim'));
  if (claim.status !== 'pending') {
    throw new AppError('claim_decided', errorMessage('claims.notPending'));
  }
  return claim;
}

async function decide(
  tx: DbOrTx,
  claim: ListingClaimRow,
  status: 'approved' | 'declined',
  admin: UserRow,
  now: Date,
) {
  await tx
    .update(listingClaims)
    .set({ status, decidedBy: admin.id, decidedAt: now, codeHash: null })
    .where(eq(listingClaims.id, claim.id));
}
