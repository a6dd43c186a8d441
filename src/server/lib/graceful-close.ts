import type { FastifyInstance } from 'fastify';

/**
 * During shutdown, answers that finish after close() began tell the client to drop the connection.
 * Without this a keep-alive connection that was busy when close() started stays open until the
 * keep-alive timeout, and SIGTERM would wait that long.
 */
export function closeConnectionsWhenClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
