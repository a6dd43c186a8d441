import type { FastifyInstance } from 'fastify';
import type { Database } from '@server/db/client';

// For load balancers and the start-up benchmark: 200 only when the database answers.
export function healthRoutes(app: FastifyInstance, database: Pick<Database, 'ping'>): void {
  app.get('/api/health', { config: { publicAnswer: true } }, async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ok', database: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'error', database: 'unreachable' });
    }
  });
}
