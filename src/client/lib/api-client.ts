import type { ErrorBody, ErrorCode } from '@shared/api/errors';

// The one way the browser calls the API: cookies always, a JSON body and its header only when
// there is a body, and any non-OK answer thrown as an ApiError.

/**
 * A non-OK answer. Its `message` is `STATUS: body` (or the status text when the body is empty);
 * `code` and `field` come from the API's error body (`details`, read by `readErrorBody`), and are
 * undefined when the answer was not one (a proxy's error page, say).
 */
export class ApiError extends Error {
  readonly code: ErrorCode | undefined;
  readonly field: string | undefined;
  /** The server's own sentence for the user, when it sent one. */
  readonly serverMessage: string | undefined;

  constructor(
    readonly status: number,
    body: string,
    details?: ErrorBody,
  ) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
    this.code = details?.code;
    this.field = details?.field;
    this.serverMessage = details?.message;
  }
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = (await response.text()) || response.statusText;
  // The error body's schema loads only when an answer fails: it (and the schema library) stays
  // out of the landing page's first script.
  const { readErrorBody } = await import('@shared/api/errors');
  throw new ApiError(response.status, body, readErrorBody(body));
}

export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
  await throwIfNotOk(response);
  return response;
}

/** GET a JSON resource; with `on401: 'returnNull'` a 401 means "no data" instead of an error. */
export async function getJson<T>(
  url: string,
  options: { on401?: 'throw' | 'returnNull' } = {},
): Promise<T | null> {
  const response = await fetch(url, { credentials: 'include' });
  if (options.on401 === 'returnNull' && response.status === 401) return null;
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

/**
 * The session is gone: a 401 other than a refused password. A 401 from something that is not our
 * API still counts when it says 'Unauthorized', the form the product has always recognised.
 */
export function isUnauthorizedError(error: unknown): error is ApiError {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  return error.code === undefined
    ? /Unauthorized/.test(error.message)
    : error.code === 'unauthorized';
}

/**
 * The readable message of a failed call: the server's `message` when it sent one, already in the
 * reader's language (the account's, else the `lang` cookie's or Accept-Language's).
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
