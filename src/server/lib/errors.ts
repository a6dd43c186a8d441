import type { FastifyError, FastifyInstance } from 'fastify';
import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '@shared/api/errors';
import { loggedPath } from './request-log';

// One error type whose code picks the HTTP status from the shared list, answered in one place as
// `{ code, message, field? }`.

export type { ErrorCode };

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

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** 429 for sign-in guessing and the like, telling the client when to come back. */
export class TooManyAttemptsError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      'too_many_attempts',
      `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof TooManyAttemptsError)
        reply.header('retry-after', String(error.retryAfterSeconds));
      const body: ErrorBody = { code: error.code, message: error.message };
      if (error.field) body.field = error.field;
      return reply.status(error.status).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type.
      const body: ErrorBody = { code: clientErrorCode(status), message: error.message };
      return reply.status(status).send(body);
    }
    // The serializer keeps the error's type, codes and stack frames, never its message.
    request.log.error(
      { method: request.method, path: loggedPath(request), err: error },
      'request failed',
    );
    const body: ErrorBody = { code: 'internal', message: 'Something went wrong on our side.' };
    return reply.status(500).send(body);
  });
}

function clientErrorCode(status: number): ErrorCode {
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 404) return 'not_found';
  return 'invalid_input';
}
