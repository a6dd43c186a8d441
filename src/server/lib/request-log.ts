import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

// One line per finished request with method, path, status and time. Query strings, bodies,
// cookies and client addresses stay out of the logs: searches and forms carry health
// information (docs/product.md#privacy).

const pathOf = (url: string) => url.split('?')[0];

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
      path: pathOf(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}

export const requestLogController = () => new RequestLog();

/** Whatever else logs a request or reply (errors, plugins) gets only these fields. */
export const logSerializers = {
  req: (request: { method?: string; url?: string }) => ({
    method: request.method,
    path: request.url ? pathOf(request.url) : undefined,
  }),
  res: (reply: { statusCode?: number }) => ({ status: reply.statusCode }),
};
