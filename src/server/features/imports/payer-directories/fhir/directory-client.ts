import type { Bundle } from 'fhir/r4';
import { errorMessage } from '@shared/api/error-messages';
import type { AllowedHost } from '@server/lib/outbound/allowed-hosts';
import { createOutboundClient } from '@server/lib/outbound/outbound-client';
import { outboundErrorIn } from '@server/lib/outbound/outbound-error';
import { DirectoryError, refusedBecause as refused } from './directory-error';
import { RUN_LIMITS, runBudget, type RunLimits } from './run-budget';

// Reads a payer directory's FHIR search pages over the outbound client (its address rule, its
// byte cap per answer): each call has a time-out; 429 waits for as long as Retry-After asks
// (within reason), 5xx, time-outs, unreachable servers and pages that are not JSON are tried again
// with exponential backoff. What breaks a cap or the address rule is never tried again. Errors
// carry words fit to show an admin, never a URL or a response body.

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
  /** The operator's OUTBOUND_ALLOWED_HOSTS. */
  allowedHosts?: readonly AllowedHost[];
  /** What one run may read; see RUN_LIMITS. */
  limits?: Partial<RunLimits>;
}

/** Opens a reader on a directory's FHIR base URL, for one run. */
export type OpenDirectory = (baseUrl: string) => DirectoryReader;

interface Failure {
  retry: 'backoff' | 'rate-limited' | 'no';
  waitMs?: number;
  error: DirectoryError;
}

/** A non-2xx answer, with what the classification needs of it. */
class HttpStatus extends Error {
  constructor(
    readonly status: number,
    readonly retryAfter: string | null,
  ) {
    super(`HTTP ${status}`);
  }
}

/** The longest next link kept: it is stored with the run and sent back as it is. */
const MAX_NEXT_LINK = 4096;

export function directoryReaders(options: DirectoryClientOptions = {}): OpenDirectory {
  const {
    timeoutMs = 30_000,
    retries = 4,
    backoffMs = 1000,
    rateLimitedTries = 10,
    maxRetryAfterMs = 120_000,
    pageSizes = { resources: 100, ids: 1000 },
  } = options;
  const limits = { ...RUN_LIMITS, ...options.limits };
  const outbound = createOutboundClient(options.allowedHosts ?? []);

  return (baseUrl) => {
    const base = baseUrl.replace(/\/+$/, '');
    const origin = new URL(baseUrl).origin;
    const budget = runBudget(limits);

    async function get(url: string, signal: AbortSignal): Promise<DirectoryPage> {
      const answer = await outbound.get(url, {
        signal,
        headers: { accept: 'application/fhir+json' },
        maxBytes: limits.bytesPerResponse,
        onBytes: budget.spend,
      });
      if (answer.status < 200 || answer.status >= 300) {
        const retryAfter = answer.headers['retry-after'];
        throw new HttpStatus(answer.status, typeof retryAfter === 'string' ? retryAfter : null);
      }
      // Parsed only once whole, and never more than the cap.
      const page = toPage(JSON.parse(answer.body.toString('utf8')));
      budget.countPage(url);
      return page;
    }

    async function attempt(url: string, following: boolean) {
      let backoffs = 0;
      let rateLimited = 0;
      for (;;) {
        budget.checkTime();
        try {
          return await get(url, budget.signal(timeoutMs));
        } catch (error) {
          budget.checkTime();
          const failure = classify(error, { timeoutMs, following, maxRetryAfterMs, limits });
          let waitMs: number | undefined;
          if (failure.retry === 'rate-limited' && rateLimited < rateLimitedTries) {
            rateLimited += 1;
            waitMs = failure.waitMs ?? backoffMs * 2 ** rateLimited;
          } else if (failure.retry === 'backoff' && backoffs < retries) {
            waitMs = backoffMs * 2 ** backoffs;
            backoffs += 1;
          }
          if (waitMs === undefined) throw failure.error;
          await budget.wait(waitMs);
        }
      }
    }

    return {
      pageSizes,
      first: (search) => attempt(searchUrl(base, search), false),
      next(url) {
        // A link to another host would send our requests wherever a directory points them.
        if (!URL.canParse(url) || new URL(url).origin !== origin) {
          return Promise.reject(refused(errorMessage('payers.importFailed.nextLinkElsewhere')));
        }
        if (url.length > MAX_NEXT_LINK) {
          return Promise.reject(
            refused(errorMessage('payers.importFailed.nextLinkTooLong', { max: MAX_NEXT_LINK })),
          );
        }
        // A link given twice in one run would read the same pages again without end.
        if (budget.hasRead(url)) {
          return Promise.reject(refused(errorMessage('payers.importFailed.nextLinkRepeated')));
        }
        return attempt(url, true);
      },
    };
  };
}

function searchUrl(base: string, search: DirectorySearch): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(search.params)) {
    for (const one of Array.isArray(value) ? value : [value]) query.append(name, one);
  }
  return `${base}/${search.resourceType}?${query}`;
}

function toPage(answer: unknown): DirectoryPage {
  const bundle = answer as Bundle;
  if (bundle?.resourceType !== 'Bundle' || (bundle.entry && !Array.isArray(bundle.entry))) {
    throw refused(errorMessage('payers.importFailed.notSearchPage'));
  }
  const next = bundle.link?.find((link) => link.relation === 'next')?.url ?? null;
  return { bundle, next: typeof next === 'string' ? next : null };
}

const ABORTED = new Set(['TimeoutError', 'AbortError', 'RequestAbortedError']);

function classify(
  error: unknown,
  context: { timeoutMs: number; following: boolean; maxRetryAfterMs: number; limits: RunLimits },
): Failure {
  if (error instanceof DirectoryError) return { retry: 'no', error };
  const outbound = outboundErrorIn(error);
  if (outbound) {
    // One wording whatever lies behind a refused address: no hint whether a host or port exists.
    if (outbound.kind === 'refused') {
      return { retry: 'no', error: refused(errorMessage('payers.importFailed.addressRefused')) };
    }
    if (outbound.kind === 'redirects') {
      return { retry: 'no', error: refused(errorMessage('payers.importFailed.tooManyRedirects')) };
    }
    const megabytes = Math.round(context.limits.bytesPerResponse / 2 ** 20);
    return {
      retry: 'no',
      error: refused(errorMessage('payers.importFailed.answerTooLarge', { megabytes })),
    };
  }
  if (error instanceof SyntaxError) {
    const words = errorMessage('payers.importFailed.notJson');
    return { retry: 'backoff', error: new DirectoryError(words, 'unavailable') };
  }
  if (!(error instanceof HttpStatus)) {
    if (ABORTED.has((error as Error)?.name)) {
      const seconds = Math.round(context.timeoutMs / 1000);
      const words = errorMessage('payers.importFailed.timeout', { seconds });
      return { retry: 'backoff', error: new DirectoryError(words, 'unavailable') };
    }
    return {
      retry: 'backoff',
      error: new DirectoryError(errorMessage('payers.importFailed.unreachable'), 'unavailable'),
    };
  }
  const { status } = error;
  const answered = errorMessage('payers.importFailed.http', { status });
  if (status === 429) {
    return {
      retry: 'rate-limited',
      waitMs: retryAfterMs(error.retryAfter, context.maxRetryAfterMs),
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
