import type { FastifyError, FastifyInstance } from 'fastify';

// One error type with codes, mapped to HTTP in one place, so every route fails the same way.
// Replies are `{ code, message, field? }`; the client turns them into `STATUS: body` errors
// (docs/product.md#error-form).

const STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof STATUS;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** The request field at fault, for 400s: 'zipCode', 'states[0]' ... */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export interface ErrorBody {
  code: string;
  message: string;
  field?: string;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { code: error.code, message: error.message };
      if (error.field) body.field = error.field;
      return reply.status(STATUS[error.code]).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type.
      return reply.status(status).send({ code: 'bad_request', message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ code: 'internal', message: 'Something went wrong on our side.' });
  });
}
