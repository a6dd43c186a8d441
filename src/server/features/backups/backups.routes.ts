import type { FastifyInstance } from 'fastify';
import type { Db } from '@server/db/client';
import { requireAdmin } from '@server/lib/auth';
import { getLatestBackup } from './latest-backup';

// The dashboard's word on the latest backup (backups are made and restored from the command
// line): admins only, 401 without a session, 403 otherwise.
export function backupsRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  app.get('/api/admin/backups/latest', { preHandler: requireAdmin }, async () =>
    getLatestBackup(db),
  );
}
