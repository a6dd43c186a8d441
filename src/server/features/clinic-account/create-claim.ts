import { count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { errorMessage } from '@shared/api/error-messages';
import type { ClaimCreated, createClaimSchema } from '@shared/api/clinic-account';
import type { Db } from '@server/db/client';
import { listingClaims, listingStaff, providers } from '@server/db/schema';
import {
  CLAIM_CODE_LIFETIME_MS,
  claimCode,
  claimCodeHash,
} from '@server/domain/listings/claim-code';
import { maskedAddress } from '@server/domain/listings/masked-address';
import { recordAudit } from '@server/domain/audit/audit';
import { AppError } from '@server/lib/errors';
import { enqueueJob } from '@server/lib/jobs';
import { admit, type ClinicLimits } from './clinic-limits';
import { sendListingClaimEmailJob } from './send-listing-claim-email.job';

/**
 * A clinic asks to keep a listing. Proof goes by a code to the address the listing already has,
 * unless it has none, the clinic cannot read it, or others keep the listing already: then an
 * admin reviews the claim, and the listing's staff are told.
 */
export async function createClaim(
  db: Db,
  limits: ClinicLimits,
  input: z.output<typeof createClaimSchema>,
  context: { ip: string; secret: string; now?: Date },
): Promise<ClaimCreated> {
  const now = context.now ?? new Date();
  const [listing] = await db
    .select({ id: providers.id, email: providers.email, deactivatedAt: providers.deactivatedAt })
    .from(providers)
    .where(eq(providers.id, input.providerId));
  if (!listing) throw new AppError('not_found', errorMessage('claims.noSuchListing'));
  // No longer listed: a listing nobody can find is not kept by anyone.
  if (listing.deactivatedAt) {
    throw new AppError('provider_deactivated', errorMessage('claims.deactivated'), 'providerId');
  }
  await admit([limits.claimsByIp, context.ip], [limits.claimsByListing, listing.id]);

  return db.transaction(async (tx) => {
    const [kept] = await tx
      .select({ n: count() })
      .from(listingStaff)
      .where(eq(listingStaff.providerId, listing.id));
    const hasStaff = (kept?.n ?? 0) > 0;
    const byCode = Boolean(listing.email) && !input.cannotReachListingEmail && !hasStaff;
    const [claim] = await tx
      .insert(listingClaims)
      .values({
        providerId: listing.id,
        name: input.name,
        role: input.role,
        workEmail: input.workEmail,
        phone: input.phone,
        status: byCode ? 'code_sent' : 'pending',
        createdAt: now,
      })
      .returning();
    const id = claim!.id;
    await recordAudit(tx, {
      action: 'listing_claimed',
      subject: listing.id,
      ip: context.ip,
      details: { claimId: id, by: byCode ? 'code' : 'admin' },
    });
    if (byCode) {
      const expiresAt = new Date(now.getTime() + CLAIM_CODE_LIFETIME_MS);
      await tx
        .update(listingClaims)
        .set({
          codeHash: claimCodeHash(id, claimCode(context.secret, id, expiresAt)),
          codeExpiresAt: expiresAt,
        })
        .where(eq(listingClaims.id, id));
      await enqueueJob(tx, sendListingClaimEmailJob, {
        key: `listing-claim-code:${id}`,
        payload: { type: 'code', claimId: id },
        runAt: now,
      });
      return { id, status: 'code_sent', sentTo: maskedAddress(listing.email!) };
    }
    if (hasStaff) {
      await enqueueJob(tx, sendListingClaimEmailJob, {
        key: `listing-claim-staff-notice:${id}`,
        payload: { type: 'staff_notice', claimId: id },
        runAt: now,
      });
    }
    return { id, status: 'pending' };
  });
}
