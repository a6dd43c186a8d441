import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { loggableError } from './loggable-error';

// One line per finished request with method, path, status and time. Query strings, bodies,
// cookies and client addresses stay out of the logs: searches and forms carry health
// information (docs/product.md#privacy). Paths are shown as far as they are safe: a route with
// parameters by its pattern (`/api/provider-replies/:token`), so neither ids nor the secret in a
// reply link are written down; a page of the client app (answered by the catch-all route, and
// which may be `/provider-reply/<token>`) or a path no route matched, by its first segment only.

/** The client app's catch-all route, which answers every page path. */
export const PAGE_ROUTE = '/*';

const pathOf = (url: string) => url.split('?')[0] ?? '/';

/** The first segment of an unmatched path when it is a plain word, such as a page or `assets`. */
function unmatchedPath(path: string): string {
  const [, first = '', ...rest] = path.split('/');
  const shown = /^[a-z][\w.-]{0,40}$/i.test(first) ? first : '*';
  return rest.length > 0 ? `/${shown}/*` : `/${shown}`;
}

interface LoggedRequest {
  url?: string;
  routeOptions?: { url?: string | undefined };
}

/** The request's path as logs may show it (see above). */
export function loggedPath(request: LoggedRequest): string {
  const pattern = request.routeOptions?.url;
  // The pattern also for a route without parameters: it is the path as the router decoded it.
  if (pattern && pattern !== PAGE_ROUTE) return pattern;
  return unmatchedPath(pathOf(request.url ?? '/'));
}

class RequestLog extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      path: loggedPath(request),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }

  // Fastify's own versions of these use the error's message as the log message.
  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    const line = { method: request.method, path: loggedPath(request), status: reply.statusCode };
    if (reply.statusCode >= 500) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info({ ...line, err: error }, 'request refused');
  }

  override writeHeadError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    reply.log.warn(
      { method: request.method, path: loggedPath(request), err: error },
      'could not write the response headers',
    );
  }
}

export const requestLogController = () => new RequestLog();

/**
 * Whatever else logs a request, a reply or an error (Fastify itself, plugins) gets only these
 * fields; an error only its type, codes and stack frames, never its message.
 */
export const logSerializers = {
  req: (request: LoggedRequest & { method?: string }) => ({
    method: request.method,
    path: loggedPath(request),
  }),
  res: (reply: { statusCode?: number }) => ({ status: reply.statusCode }),
  err: (error: unknown) => loggableError(error),
};
