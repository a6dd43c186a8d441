import { Client } from 'fhir-kit-client';
import type { Bundle } from 'fhir/r4';
import { errorMessage, type ErrorMessage } from '@shared/api/error-messages';
import { wordsIn } from '@server/lib/errors';

// Reads a payer directory's FHIR search pages with fhir-kit-client: each call has a time-out;
// 429 waits for as long as Retry-After asks (within reason), 5xx, time-outs, unreachable servers
// and pages that are not JSON are tried again with exponential backoff. Errors carry words fit to
// show an admin, never a URL or a response body.

export interface DirectorySearch {
  resourceType: string;
  params: Record<string, string | string[]>;
}

export interface DirectoryPage {
  bundle: Bundle;
  /** The directory's own link to the next page; null on the last. */
  next: string | null;
}

export interface DirectoryReader {
  /** Resources per page asked for (`_count`); listings of ids only ask for `ids` per page. */
  readonly pageSizes: { resources: number; ids: number };
  first(search: DirectorySearch): Promise<DirectoryPage>;
  /** Follows a `next` link this directory gave (kept across a restart). */
  next(url: string): Promise<DirectoryPage>;
}

export interface DirectoryClientOptions {
  timeoutMs?: number;
  /** Further attempts after the first, for 5xx, time-outs and broken pages. */
  retries?: number;
  backoffMs?: number;
  /** How many 429s in a row are waited out before giving up. */
  rateLimitedTries?: number;
  /** The longest Retry-After honoured; a longer one is waited for this long. */
  maxRetryAfterMs?: number;
  pageSizes?: { resources: number; ids: number };
}

/** Opens a reader on a directory's FHIR base URL. */
export type OpenDirectory = (baseUrl: string) => DirectoryReader;

/**
 * Why a directory could not be read. `expired`: a kept `next` link the server no longer knows
 * (its search was forgotten); the stage starts again from its first page.
 */
export class DirectoryError extends Error {
  override name = 'DirectoryError';
  constructor(
    /** What happened, worded for each admin in their language; the message is its English. */
    readonly words: ErrorMessage,
    readonly kind: 'unavailable' | 'refused' | 'expired',
  ) {
    super(wordsIn('en', words));
  }
}

interface Failure {
  retry: 'backoff' | 'rate-limited' | 'no';
  waitMs?: number;
  error: DirectoryError;
}

export function directoryReaders(options: DirectoryClientOptions = {}): OpenDirectory {
  const {
    timeoutMs = 30_000,
    retries = 4,
    backoffMs = 1000,
    rateLimitedTries = 10,
    maxRetryAfterMs = 120_000,
    pageSizes = { resources: 100, ids: 1000 },
  } = options;

  return (baseUrl) => {
    const client = new Client({ baseUrl });
    const origin = new URL(baseUrl).origin;

    async function attempt(call: (signal: AbortSignal) => Promise<unknown>, following: boolean) {
      let backoffs = 0;
      let rateLimited = 0;
      for (;;) {
        try {
          return toPage(await call(AbortSignal.timeout(timeoutMs)));
        } catch (error) {
          const failure = classify(error, { timeoutMs, following, maxRetryAfterMs });
          if (failure.retry === 'rate-limited' && rateLimited < rateLimitedTries) {
            rateLimited += 1;
            await sleep(failure.waitMs ?? backoffMs * 2 ** rateLimited);
          } else if (failure.retry === 'backoff' && backoffs < retries) {
            await sleep(backoffMs * 2 ** backoffs);
            backoffs += 1;
          } else {
            throw failure.error;
          }
        }
      }
    }

    return {
      pageSizes,
      first: (search) =>
        attempt(
          (signal) =>
            client.search({
              resourceType: search.resourceType,
              searchParams: search.params,
              options: { signal },
            }),
          false,
        ),
      next(url) {
        // A link to another host would send our requests wherever a directory points them.
        if (!URL.canParse(url) || new URL(url).origin !== origin) {
          return Promise.reject(
            new DirectoryError(errorMessage('payers.importFailed.nextLinkElsewhere'), 'refused'),
          );
        }
        const bundle = { resourceType: 'Bundle', link: [{ relation: 'next', url }] };
        return attempt((signal) => client.nextPage({ bundle, options: { signal } })!, true);
      },
    };
  };
}

function toPage(answer: unknown): DirectoryPage {
  const bundle = answer as Bundle;
  if (bundle?.resourceType !== 'Bundle' || (bundle.entry && !Array.isArray(bundle.entry))) {
    throw new DirectoryError(errorMessage('payers.importFailed.notSearchPage'), 'refused');
  }
  const next = bundle.link?.find((link) => link.relation === 'next')?.url ?? null;
  return { bundle, next };
}

/** fhir-kit-client's errors: `response.status`, and the response's headers in `config`. */
interface HttpFailure {
  response?: { status?: number; data?: unknown };
  config?: { headers?: Headers };
}

function classify(
  error: unknown,
  context: { timeoutMs: number; following: boolean; maxRetryAfterMs: number },
): Failure {
  if (error instanceof DirectoryError) return { retry: 'no', error };
  const name = (error as Error)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    const seconds = Math.round(context.timeoutMs / 1000);
    const words = errorMessage('payers.importFailed.timeout', { seconds });
    return { retry: 'backoff', error: new DirectoryError(words, 'unavailable') };
  }
  const status = (error as HttpFailure)?.response?.status;
  if (status === undefined) {
    return {
      retry: 'backoff',
      error: new DirectoryError(errorMessage('payers.importFailed.unreachable'), 'unavailable'),
    };
  }
  if (status >= 200 && status < 300) {
    const words = errorMessage('payers.importFailed.notJson');
    return { retry: 'backoff', error: new DirectoryError(words, 'unavailable') };
  }
  const answered = errorMessage('payers.importFailed.http', { status });
  if (status === 429) {
    const headers = (error as HttpFailure).config?.headers;
    return {
      retry: 'rate-limited',
      waitMs: retryAfterMs(headers?.get('retry-after') ?? null, context.maxRetryAfterMs),
      error: new DirectoryError(
        errorMessage('payers.importFailed.tooManyRequests', { status }),
        'unavailable',
      ),
    };
  }
  if (status >= 500)
    return { retry: 'backoff', error: new DirectoryError(answered, 'unavailable') };
  if (context.following && (status === 404 || status === 410)) {
    return { retry: 'no', error: new DirectoryError(answered, 'expired') };
  }
  return { retry: 'no', error: new DirectoryError(answered, 'refused') };
}

/** Retry-After as seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null, maxMs: number): number | undefined {
  if (value === null) return undefined;
  const ms = /^\d+$/.test(value.trim()) ? Number(value) * 1000 : Date.parse(value) - Date.now();
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), maxMs) : undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
