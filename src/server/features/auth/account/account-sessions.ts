import { createHash } from 'node:crypto';
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { AccountSession } from '@shared/api/auth';
import type { Db } from '@server/db/client';
import { sessions } from '@server/db/schema';
import { hashToken } from '@server/lib/tokens';
import { describeDevice } from '@server/lib/user-agent';

// An id for the list only: a hash of the stored hash, so it names a session without being
// anything that could sign in or be looked up in the sessions table.
const listId = (tokenHash: string) =>
  createHash('sha256').update(`list:${tokenHash}`).digest('base64url').slice(0, 16);

/** The account's unexpired sessions, the most recently used first, this browser marked. */
export async function listSessions(
  db: Db,
  userId: string,
  currentSessionToken: string,
  now = new Date(),
): Promise<AccountSession[]> {
  const current = hashToken(currentSessionToken);
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt));
  return rows.map((row) => ({
    id: listId(row.tokenHash),
    device: describeDevice(row.userAgent),
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.tokenHash === current,
  }));
}

/** 'Sign out everywhere else': every session but this browser's ends; returns how many. */
export async function signOutOtherSessions(
  db: Db,
  userId: string,
  currentSessionToken: string,
): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(currentSessionToken))))
    .returning({ tokenHash: sessions.tokenHash });
  return ended.length;
}
