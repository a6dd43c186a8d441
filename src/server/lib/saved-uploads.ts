import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { savedUploads } from '../db/schema';
import type { SavedUploads } from './object-storage';

/** The saved upload keys, in the database so every instance and every restart sees them. */
export function savedUploadsIn(db: Db): SavedUploads {
  return {
    async has(key) {
      const rows = await db
        .select({ key: savedUploads.uploadKey })
        .from(savedUploads)
        .where(eq(savedUploads.uploadKey, key))
        .limit(1);
      return rows.length > 0;
    },
    async add(key, imagePath) {
      // The primary key decides between two saves at once: only one insert returns a row.
      const rows = await db
        .insert(savedUploads)
        .values({ uploadKey: key, imagePath })
        .onConflictDoNothing({ target: savedUploads.uploadKey })
        .returning({ key: savedUploads.uploadKey });
      return rows.length === 1;
    },
    async remove(key) {
      await db.delete(savedUploads).where(eq(savedUploads.uploadKey, key));
    },
  };
}
