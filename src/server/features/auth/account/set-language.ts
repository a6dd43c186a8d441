import { eq } from 'drizzle-orm';
import type { Language } from '@shared/i18n/languages';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema';

/** Keeps the language the family chose; every e-mail written from now on is in it. */
export async function setLanguage(db: Db, userId: string, language: Language): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}
