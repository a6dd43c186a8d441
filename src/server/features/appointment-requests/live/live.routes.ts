import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorMessage } from '@shared/api/error-messages';
import type { Db } from '@server/db/client';
import { requireUser, signedInUser } from '@server/lib/auth';
import { AppError } from '@server/lib/errors';
import type { SessionEnds } from '@server/lib/session-ends';
import { sessionDeadline } from '@server/lib/sessions';
import type { RequestChanges, RequestNews } from './request-changes';
import { StreamSlots, type StreamLimits } from './stream-slots';

/** A comment line this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

const sessionOf = (request: FastifyRequest): string => {
  if (!request.sessionToken) throw new AppError('unauthorized', errorMessage('auth.unauthorized'));
  return request.sessionToken;
};

/**
 * `GET /api/events`: a server-sent event stream of the signed-in family's request news, so an open
 * app shows a clinic's answer within seconds. Each event says only which request changed (`event:
 * request`, data `{"requestId": ...}`) or that news may have been missed (`event: missed`); the
 * browser reads its requests again through the ordinary API. A session holds a few streams at
 * most and the server a bounded number (429 beyond), and every stream of a session ends with it:
 * when it is deleted (signing out, on any instance) or would expire. Every stream ends when the
 * server closes.
 */
export function liveRoutes(
  app: FastifyInstance,
  {
    db,
    changes,
    sessionEnds,
    limits,
  }: { db: Db; changes: RequestChanges; sessionEnds: SessionEnds; limits: StreamLimits },
): void {
  const slots = new StreamSlots(limits);
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get('/api/events', { preHandler: requireUser }, async (request, reply) => {
    const user = signedInUser(request);
    const session = sessionOf(request);
    const release = slots.take(session);
    // Until the stream is written, ending it only means not starting it.
    let ended = false;
    let end = () => void (ended = true);
    const unwatch = sessionEnds.watch(session, () => end());
    let deadline: Date | null;
    try {
      await Promise.all([changes.ready(), sessionEnds.ready()]);
      // Read after watching began, so a session deleted in between is either seen gone here or
      // heard of by the watch.
      deadline = await sessionDeadline(db, session);
    } catch (error) {
      unwatch();
      release();
      throw error;
    }
    if (!deadline || ended) {
      unwatch();
      release();
      throw new AppError('unauthorized', errorMessage('auth.unauthorized'));
    }
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
    // An idle session expires without anyone deleting it: the stream ends then (the browser's
    // reconnection then finds it gone, or still alive if other requests kept it so).
    const expiry = setTimeout(() => end(), deadline.getTime() - Date.now());
    end = () => {
      clearInterval(heartbeat);
      clearTimeout(expiry);
      unsubscribe();
      unwatch();
      release();
      open.delete(end);
      if (!response.writableEnded) response.end();
    };
    open.add(end);
    // The response closes when the browser hangs up (the request's own 'close' says less).
    response.on('close', end);
  });
}
