import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users, type UserRow } from '../db/schema';
import { hashToken } from './tokens';

export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_MAX_MS = 30 * 24 * 60 * 60 * 1000;
// Writing last_seen_at on every request would turn every read into a write.
const TOUCH_AFTER_MS = 5 * 60 * 1000;

/**
 * A new session with a fresh 256-bit token from the CSPRNG; the token goes only into the cookie.
 * An OpenID sign-in keeps its ID token with it, for the issuer's sign-out.
 */
export async function createSession(
  db: Db,
  userId: string,
  { userAgent = null, idToken = null }: { userAgent?: string | null; idToken?: string | null } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_MAX_MS);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt,
    // Enough to tell one's own browsers apart in the session list; capped, it is client input.
    userAgent: userAgent?.slice(0, 300) ?? null,
    idToken,
  });
  return { token, expiresAt };
}

/** The signed-in user for a token, or null when the session is unknown, idle too long or too old. */
export async function findSessionUser(db: Db, token: string): Promise<UserRow | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash));
  if (!row) return null;
  const now = Date.now();
  if (row.expiresAt.getTime() <= now || now - row.lastSeenAt.getTime() > SESSION_IDLE_MS) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  if (now - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return row.user;
}

/**
 * When the session of `token` will end unless it is used again (idle) or at the latest (its age),
 * or null when it has ended already.
 */
export async function sessionDeadline(db: Db, token: string): Promise<Date | null> {
  const [row] = await db
    .select({ lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  if (!row) return null;
  const idle = row.lastSeenAt.getTime() + SESSION_IDLE_MS;
  return new Date(Math.min(idle, row.expiresAt.getTime()));
}

/** Ends a session; what it kept for the issuer's sign-out comes back (null: no such session). */
export async function deleteSession(
  db: Db,
  token: string,
): Promise<{ idToken: string | null } | null> {
  const [ended] = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
    .returning({ idToken: sessions.idToken });
  return ended ?? null;
}
