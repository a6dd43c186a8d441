import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { confirmedAddresses, users } from '@server/db/schema';

/**
 * Where a family's reminders go: the contact address of the appointment once it is the account's
 * own or one its owner confirmed through the e-mailed link; until then the account's own (which is
 * verified before anything can be scheduled). An address typed into a form never receives
 * anything but its confirmation e-mail before that.
 */
export async function reminderAddresses(
  db: DbOrTx,
  userId: string,
): Promise<(contactEmail: string | null) => string | null> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const confirmed = new Set(
    (
      await db
        .select({ email: confirmedAddresses.email })
        .from(confirmedAddresses)
        .where(eq(confirmedAddresses.userId, userId))
    ).map((row) => row.email),
  );
  const own = user?.email ?? null;
  return (contactEmail) => {
    const contact = contactEmail?.toLowerCase() ?? null;
    return contact && (contact === own || confirmed.has(contact)) ? contact : own;
  };
}
