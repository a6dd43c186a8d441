import { and, eq } from 'drizzle-orm';
import { errorMessage } from '@shared/api/error-messages';
import type { ListingStaff } from '@shared/api/clinic-account';
import type { Db, DbOrTx } from '@server/db/client';
import { listingStaff, type UserRow } from '@server/db/schema';
import {
  addStaffAddress,
  lockListingStaff,
  staffAccountFor,
  staffOf,
} from '@server/domain/listings/staff-account';
import { sendAccountLink } from '@server/domain/account-links/send-account-link';
import { recordAudit } from '@server/domain/audit/audit';
import { AppError } from '@server/lib/errors';

// The addresses that keep a listing (docs/product.md#clinic-sign-in). The caller has checked that
// the signed-in account is one of them; any of them may add or remove the others.

export async function listListingStaff(db: DbOrTx, providerId: string): Promise<ListingStaff> {
  const rows = await staffOf(db, providerId);
  return { staff: rows.map((row) => ({ email: row.email, addedAt: row.createdAt.toISOString() })) };
}

/** Adds an address, which is e-mailed a sign-in link; adding one already there changes nothing. */
export async function addListingStaff(
  db: Db,
  actor: UserRow,
  input: { providerId: string; email: string },
  context: { ip: string; secret: string; now?: Date },
): Promise<ListingStaff> {
  const now = context.now ?? new Date();
  return db.transaction(async (tx) => {
    await lockListingStaff(tx, input.providerId);
    const added = await addStaffAddress(tx, { ...input, addedBy: actor.id, now });
    if (added) {
      const account = await staffAccountFor(tx, input.email);
      await sendAccountLink(tx, context.secret, {
        userId: account.id,
        purpose: 'clinic_sign_in',
        email: input.email,
        now,
      });
      await recordAudit(tx, {
        action: 'listing_staff_added',
        actorUserId: actor.id,
        subject: input.providerId,
        ip: context.ip,
      });
    }
    return listListingStaff(tx, input.providerId);
  });
}

/** Removes an address, never the last one: a listing is always kept by someone. */
export async function removeListingStaff(
  db: Db,
  actor: UserRow,
  input: { providerId: string; email: string },
  context: { ip: string },
): Promise<ListingStaff> {
  return db.transaction(async (tx) => {
    await lockListingStaff(tx, input.providerId);
    const staff = await staffOf(tx, input.providerId);
    if (!staff.some((row) => row.email === input.email)) {
      throw new AppError('not_found', errorMessage('claims.noSuchStaff'));
    }
    if (staff.length === 1) {
      throw new AppError('last_listing_staff', errorMessage('claims.lastStaff'));
    }
    await tx
      .delete(listingStaff)
      .where(
        and(eq(listingStaff.providerId, input.providerId), eq(listingStaff.email, input.email)),
      );
    await recordAudit(tx, {
      action: 'listing_staff_removed',
      actorUserId: actor.id,
      subject: input.providerId,
      ip: context.ip,
    });
    return listListingStaff(tx, input.providerId);
  });
}
