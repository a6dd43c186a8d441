import type { FastifyInstance } from 'fastify';
import type { Db } from '@server/db/client';
import { requireAdmin } from '@server/lib/auth';
import { listAuditLog } from './list-audit-log';

// The admin dashboard's activity table: admins only, 401 without a session, 403 otherwise.
export function auditRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  app.get('/api/admin/audit-log', { preHandler: requireAdmin }, async () => listAuditLog(db));
}
