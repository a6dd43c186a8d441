import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '@shared/api/errors';
import {
  errorMessage,
  errorText,
  type ErrorMessage,
  type ErrorsT,
} from '@shared/api/error-messages';
import { fixedT } from '@shared/i18n/fixed-t';
import type { Language } from '@shared/i18n/languages';
import { requestLanguage } from './request-language';
import { loggedPath } from './request-log';

// One error type whose code picks the HTTP status from the shared list, answered in one place as
// `{ code, message, field? }`, the message in the reader's language.

export type { ErrorCode };

/**
 * What an error says: a message of the `errors` catalog, or a function writing it in a language
 * (zod's own messages, for input no schema message covers).
 */
export type ErrorWords = ErrorMessage | ((language: Language) => string);

const errorsT = (language: Language): ErrorsT => {
  const t = fixedT(language, 'errors');
  return (key, values) => t(key, values);
};

/** `words` in `language`. */
export const wordsIn = (language: Language, words: ErrorWords): string =>
  typeof words === 'function' ? words(language) : errorText(errorsT(language), words);

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly words: ErrorWords,
    /** The request field at fault, for 400s: 'zipCode', 'states[0]' ... */
    readonly field?: string,
  ) {
    // English for logs and tests; the answer is worded for its reader.
    super(wordsIn('en', words));
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
    super('too_many_attempts', errorMessage('auth.tooManyAttempts', { count: minutes }));
  }
}

/** The language an answer is written in: the account's when signed in, else the browser's. */
export const readerLanguage = (request: FastifyRequest): Language =>
  request.user?.language ?? requestLanguage(request);

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(sendError);
}

/**
 * The server's `frameworkErrors`: what the router refuses before any route or hook runs (a URL
 * whose percent-encoding is broken, a parameter over its length) gets our error body too.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  // Fastify's sentence echoes the URL; ours says what is wrong with it in the reader's language.
  if (error.code === 'FST_ERR_BAD_URL')
    void sendError(new AppError('invalid_input', errorMessage('request.badUrl')), request, reply);
  else void sendError(error, request, reply);
}

function sendError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  const language = readerLanguage(request);
  if (error instanceof AppError) {
    if (error instanceof TooManyAttemptsError)
      reply.header('retry-after', String(error.retryAfterSeconds));
    const body: ErrorBody = { code: error.code, message: wordsIn(language, error.words) };
    if (error.field) body.field = error.field;
    return reply.status(error.status).send(body);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors: malformed JSON, body too large, unsupported media type.
    const code = clientErrorCode(status);
    const body: ErrorBody = {
      code,
      message: wordsIn(language, clientErrorMessage(code, error.message)),
    };
    return reply.status(status).send(body);
  }
  // The serializer keeps the error's type, codes and stack frames, never its message.
  request.log.error(
    { method: request.method, path: loggedPath(request), err: error },
    'request failed',
  );
  const body: ErrorBody = {
    code: 'internal',
    message: wordsIn(language, errorMessage('request.internal')),
  };
  return reply.status(500).send(body);
}

function clientErrorCode(status: number): ErrorCode {
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 404) return 'not_found';
  return 'invalid_input';
}

/** Fastify's own sentence in English (`detail`); the catalog's plainer one in other languages. */
function clientErrorMessage(code: ErrorCode, detail: string): ErrorMessage {
  if (code === 'payload_too_large') return errorMessage('request.tooLarge', { detail });
  if (code === 'unsupported_media_type')
    return errorMessage('request.unsupportedMediaType', { detail });
  if (code === 'not_found') return errorMessage('request.notFound', { detail });
  return errorMessage('request.invalid', { detail });
}
