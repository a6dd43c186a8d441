import { MAX_RESPONSE_BYTES, readCapped } from '@server/lib/outbound/capped-body';
import { outboundErrorIn } from '@server/lib/outbound/outbound-error';
import { nppesPageSchema } from './nppes-response';
import { createRateLimiter } from './rate-limiter';

// A client of the NPPES NPI Registry API v2.1 (https://npiregistry.cms.hhs.gov/api-page): one GET
// per page, with a time-out, retries with exponential backoff on 5xx, 429 and time-outs, a byte
// cap on each answer, and a polite rate shared by every call of this client. Its address is the
// operator's own (NPPES_API_URL), so the outbound address rule does not apply to it.

/** The registry's own bounds: at most 200 per page, `skip` at most 1,000. */
export const PAGE_LIMIT = 200;
export const MAX_SKIP = 1000;

export interface RegistryQuery {
  state: string;
  taxonomyDescription: string;
  city?: string;
  /** A ZIP prefix with the registry's trailing wildcard, e.g. '275*'. */
  postalCode?: string;
  limit: number;
  skip: number;
}

export interface RegistryOptions {
  baseUrl: string;
  timeoutMs?: number;
  /** Further attempts after the first, for failures worth retrying. */
  retries?: number;
  backoffMs?: number;
  requestsPerSecond?: number;
}

export interface RegistryClient {
  /** The raw records of one page; throws RegistryError when the registry cannot answer. */
  fetchPage(query: RegistryQuery): Promise<unknown[]>;
}

/** A registry failure with a message safe to show an admin and to store in the import run. */
export class RegistryError extends Error {
  override name = 'RegistryError';
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export function createRegistryClient(options: RegistryOptions): RegistryClient {
  const { timeoutMs = 15_000, retries = 3, backoffMs = 500, requestsPerSecond = 5 } = options;
  const waitTurn = createRateLimiter(requestsPerSecond);

  async function once(url: URL): Promise<unknown[]> {
    await waitTurn();
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new RegistryError(
        timedOut
          ? `NPI registry did not answer within ${timeoutMs / 1000} s`
          : 'NPI registry could not be reached',
        true,
      );
    }
    if (!response.ok) {
      throw new RegistryError(
        `NPI registry answered HTTP ${response.status}`,
        response.status >= 500 || response.status === 429,
      );
    }
    let body: unknown;
    try {
      // Read under the same cap as every outside answer, and parsed only once whole.
      body = JSON.parse((await readCapped(response.body)).toString('utf8'));
    } catch (error) {
      if (outboundErrorIn(error)?.kind === 'too-large') {
        const megabytes = MAX_RESPONSE_BYTES / 2 ** 20;
        throw new RegistryError(`NPI registry sent an answer larger than ${megabytes} MB`, false);
      }
      throw new RegistryError('NPI registry sent an answer that is not JSON', true);
    }
    const page = nppesPageSchema.safeParse(body);
    if (!page.success) throw new RegistryError('NPI registry sent an unexpected answer', false);
    if ('Errors' in page.data) {
      const reasons = page.data.Errors.map((e) => e.description || 'unknown error').join('; ');
      throw new RegistryError(`NPI registry error: ${reasons}`, false);
    }
    return page.data.results;
  }

  return {
    async fetchPage(query) {
      const url = registryUrl(options.baseUrl, query);
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await once(url);
        } catch (error) {
          if (!(error instanceof RegistryError) || !error.retryable || attempt >= retries) {
            throw error;
          }
          await new Promise((resolve) => setTimeout(resolve, backoffMs * 2 ** attempt));
        }
      }
    },
  };
}

export function registryUrl(baseUrl: string, query: RegistryQuery): URL {
  if (query.limit < 1 || query.limit > PAGE_LIMIT) throw new Error('page limit out of range');
  if (query.skip < 0 || query.skip > MAX_SKIP) throw new Error('skip out of range');
  const url = new URL(baseUrl);
  const params = url.searchParams;
  params.set('version', '2.1');
  params.set('state', query.state);
  params.set('taxonomy_description', query.taxonomyDescription);
  if (query.city) params.set('city', query.city);
  if (query.postalCode) params.set('postal_code', query.postalCode);
  params.set('limit', String(query.limit));
  params.set('skip', String(query.skip));
  return url;
}
