import { and, eq, isNull } from 'drizzle-orm';
import type { Language } from '@shared/i18n/languages';
import type { Db } from '@server/db/client';
import { users, type UserRow } from '@server/db/schema';
import { recordAudit } from '@server/domain/audit/audit';
import type { OidcIdentity } from './oidc-client';

/**
 * The user for an OpenID Connect identity, created or updated from its claims. An existing
 * built-in account is linked only when the issuer vouches for the e-mail (email_verified), so an
 * unverified claim cannot take over someone's account. An address belongs to the account whose
 * issuer vouches for it: an unverified claim never takes it from such an account, and never keeps
 * it from one either (an account holding it unproved gives it up). A new account reads its
 * e-mails in the browser's language; an existing one keeps the language it chose.
 */
export async function signInWithOidc(
  db: Db,
  identity: OidcIdentity,
  ip: string,
  language: Language,
): Promise<UserRow> {
  const email = identity.email?.toLowerCase() ?? null;
  const claims = {
    firstName: identity.firstName,
    lastName: identity.lastName,
    profileImageUrl: identity.picture,
  };
  const sameIdentity = and(
    eq(users.oidcIssuer, identity.issuer),
    eq(users.oidcSubject, identity.subject),
  );
  const [known] = await db.select().from(users).where(sameIdentity);
  let [holder] = email ? await db.select().from(users).where(eq(users.email, email)) : [];
  if (holder && holder.id !== known?.id) {
    if (!identity.emailVerified || holder.emailVerifiedAt) {
      // Another account holds the address: this sign-in goes on without it.
    } else if (holder.oidcSubject !== null) {
      // Held by another issuer account that never proved it: a squatter, whom the owner outranks.
      await db.update(users).set({ email: null }).where(eq(users.id, holder.id));
      await recordAudit(db, {
        action: 'email_released',
        subject: email,
        ip,
        actorUserId: holder.id,
        details: { reason: 'claimed_by_verified_sign_in' },
      });
      holder = undefined;
    }
  }

  let user: UserRow;
  if (known) {
    const keepEmail = holder && holder.id !== known.id;
    [user] = (await db
      .update(users)
      .set({ ...claims, ...(keepEmail ? {} : { email }) })
      .where(eq(users.id, known.id))
      .returning()) as [UserRow];
  } else if (holder && identity.emailVerified && holder.oidcSubject === null) {
    [user] = (await db
      .update(users)
      .set({ ...claims, oidcIssuer: identity.issuer, oidcSubject: identity.subject })
      .where(and(eq(users.id, holder.id), isNull(users.oidcSubject)))
      .returning()) as [UserRow];
  } else {
    [user] = (await db
      .insert(users)
      .values({
        ...claims,
        email: holder ? null : email,
        oidcIssuer: identity.issuer,
        oidcSubject: identity.subject,
        language,
      })
      .returning()) as [UserRow];
  }
  // The issuer's email_verified claim is what counts for its accounts, at every sign-in.
  const vouched = identity.emailVerified && email !== null && user.email === email;
  const verifiedAt = vouched ? (user.emailVerifiedAt ?? new Date()) : null;
  if (verifiedAt !== user.emailVerifiedAt) {
    [user] = (await db
      .update(users)
      .set({ emailVerifiedAt: verifiedAt })
      .where(eq(users.id, user.id))
      .returning()) as [UserRow];
  }
  await recordAudit(db, {
    action: 'sign_in',
    subject: user.email,
    ip,
    actorUserId: user.id,
    details: { method: 'oidc' },
  });
  return user;
}
