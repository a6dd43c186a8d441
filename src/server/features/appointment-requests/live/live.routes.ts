import type { FastifyInstance } from 'fastify';
import { requireUser, signedInUser } from '@server/lib/auth';
import type { RequestChanges, RequestNews } from './request-changes';

/** A comment line this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

/**
 * `GET /api/events`: a server-sent event stream of the signed-in family's request news, so an open
 * app shows a clinic's answer within seconds. Each event says only which request changed (`event:
 * request`, data `{"requestId": ...}`) or that news may have been missed (`event: missed`); the
 * browser reads its requests again through the ordinary API. Every stream ends when the server
 * closes.
 */
export function liveRoutes(app: FastifyInstance, { changes }: { changes: RequestChanges }): void {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get('/api/events', { preHandler: requireUser }, async (request, reply) => {
    const user = signedInUser(request);
    await changes.ready();
    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      // Proxies such as nginx would otherwise hold events back to fill a buffer.
      'x-accel-buffering': 'no',
      // The connection ends with the stream rather than waiting for another request.
      connection: 'close',
    });
    // The browser waits this long before reconnecting after the stream breaks.
    response.write('retry: 3000\n\n');
    const send = (news: RequestNews) => {
      if (news.kind === 'missed') response.write('event: missed\ndata: {}\n\n');
      else
        response.write(
          `event: request\ndata: ${JSON.stringify({ requestId: news.requestId })}\n\n`,
        );
    };
    const unsubscribe = changes.subscribe(user.id, send);
    const heartbeat = setInterval(() => response.write(': still here\n\n'), HEARTBEAT_MS);
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
      if (!response.writableEnded) response.end();
    };
    open.add(end);
    // The response closes when the browser hangs up (the request's own 'close' says less).
    response.on('close', end);
  });
}
