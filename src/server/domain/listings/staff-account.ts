// The account a staff address signs in to (docs/product.md#clinic-sign-in): found by its address,
// or made without a password the first time a link is sent to it.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listingStaff, users, type UserRow } from '../../db/schema';

export async function staffAccountFor(db: DbOrTx, email: string): Promise<UserRow> {
  const address = email.toLowerCase();
  await db.insert(users).values({ email: address }).onConflictDoNothing({ target: users.email });
  const [user] = await db.select().from(users).where(eq(users.email, address));
  return user!;
}

/** Adds `email` to the listing's staff; false when it kept the listing already. */
export async function addStaffAddress(
  db: DbOrTx,
  input: { providerId: string; email: string; addedBy: string | null; now: Date },
): Promise<boolean> {
  const added = await db
    .insert(listingStaff)
    .values({
      providerId: input.providerId,
      email: input.email.toLowerCase(),
      addedBy: input.addedBy,
      createdAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ email: listingStaff.email });
  return added.length > 0;
}

/** The staff addresses of a listing, oldest first. */
export async function staffOf(db: DbOrTx, providerId: string) {
  return db
    .select({ email: listingStaff.email, createdAt: listingStaff.createdAt })
    .from(listingStaff)
    .where(eq(listingStaff.providerId, providerId))
    .orderBy(listingStaff.createdAt, listingStaff.email);
}

/** One listing's staff changes one after another, so 'never the last one' holds under races. */
export const lockListingStaff = (db: DbOrTx, providerId: string) =>
  db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`listing-staff:${providerId}`}))`);
