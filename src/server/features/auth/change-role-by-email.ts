import { eq } from 'drizzle-orm';
import type { Role } from '@shared/api/auth';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema';
import { setRole } from './set-role';

export type RoleChange = { outcome: 'changed' | 'no-account'; email: string; role: Role };

/** The operator's role change (`npm run admin`), whether run directly or by the running server. */
export async function changeRoleByEmail(db: Db, rawEmail: string, role: Role): Promise<RoleChange> {
  const email = rawEmail.trim().toLowerCase();
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) return { outcome: 'no-account', email, role };
  await setRole(db, user, role, { via: 'cli' });
  return { outcome: 'changed', email, role };
}
