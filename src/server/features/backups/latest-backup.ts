import { desc } from 'drizzle-orm';
import type { LatestBackup } from '@shared/api/admin';
import type { Db } from '@server/db/client';
import { backups } from '@server/db/schema';

/** The newest backup recorded, for the admin page's reminder. */
export async function getLatestBackup(db: Db): Promise<LatestBackup> {
  const [row] = await db.select().from(backups).orderBy(desc(backups.createdAt)).limit(1);
  return {
    backup: row
      ? {
          createdAt: row.createdAt.toISOString(),
          sizeBytes: row.sizeBytes,
          databaseIncluded: row.databaseIncluded,
        }
      : null,
  };
}
