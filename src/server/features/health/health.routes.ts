import type { FastifyInstance } from 'fastify';
import type { Database } from '@server/db/client';

/** Whether the search index answers yet, and how it started (from its snapshot or in full). */
interface SearchIndexState {
  status(): { searchIndex: 'loading' | 'ready'; searchIndexFrom?: 'snapshot' | 'full load' };
}

// For load balancers and the start-up benchmark: 200 only when the database answers. A search
// index still loading is said but not an error: searches wait for it and then answer in full.
export function healthRoutes(
  app: FastifyInstance,
  database: Pick<Database, 'ping'>,
  searchIndex?: SearchIndexState,
): void {
  app.get('/api/health', { config: { publicAnswer: true } }, async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ok', database: 'ok', ...searchIndex?.status() };
    } catch {
      return reply.status(503).send({ status: 'error', database: 'unreachable' });
    }
  });
}
