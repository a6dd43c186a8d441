import type { CurrentUser } from '@shared/api/auth';
import type { UserRow } from '@server/db/schema';

/** What the browser may know about the signed-in user: no hashes, no identity-provider ids. */
export function toCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
    emailVerified: user.emailVerifiedAt !== null,
    hasPassword: user.passwordHash !== null,
    language: user.language,
  };
}
