import type { FastifyInstance } from 'fastify';
import type { Db } from '@server/db/client';
import { requireAdmin } from '@server/lib/auth';
import { listAuditLog } from './list-audit-log';

export function adminRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  app.get('/api/admin/audit-log', { preHandler: requireAdmin }, async () => listAuditLog(db));
}
