import { eq } from 'drizzle-orm';
import type { AccountNameInput } from '@shared/api/auth';
import type { Db } from '@server/db/client';
import { users, type UserRow } from '@server/db/schema';
import { AppError } from '@server/lib/errors';
import { errorMessage } from '@shared/api/error-messages';

/**
 * The name a built-in account's e-mails greet it by. An OpenID account's name is its issuer's,
 * renewed at every sign-in, so it is not set here.
 */
export async function setName(db: Db, user: UserRow, input: AccountNameInput): Promise<UserRow> {
  if (!user.passwordHash) {
    throw new AppError('forbidden', errorMessage('account.nameFromIssuer'));
  }
  const [updated] = await db
    .update(users)
    .set({ firstName: input.firstName, lastName: input.lastName, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return updated!;
}
