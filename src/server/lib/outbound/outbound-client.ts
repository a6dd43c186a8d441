import { Agent, request } from 'undici';
import { refusalOf } from './address-rule';
import { isListed, type AllowedHost } from './allowed-hosts';
import { MAX_RESPONSE_BYTES, readCapped } from './capped-body';
import { guardedLookup } from './guarded-lookup';
import { OutboundError } from './outbound-error';

// Fetches addresses that come from outside (an admin's directory, a clinic's link) under the
// outbound rule (address-rule.ts): checked before each request, at each connection after DNS,
// and at each redirect, which is followed here rather than by the HTTP client so that no hop
// escapes the check. Bodies are read under a byte cap.

export interface OutboundAnswer {
  /** The address that answered, after any redirects. */
  url: URL;
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The whole body of a 2xx answer; empty otherwise (it is drained, not kept). */
  body: Buffer;
}

export interface OutboundGet {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Default 20 MB. */
  maxBytes?: number;
  /** Sees the size of every chunk read; throws to stop (a run's own budget). */
  onBytes?: (bytes: number) => void;
  /** Refuses a redirect to another origin (a publisher's files stay on its own host). */
  sameOrigin?: boolean;
}

/** An answer whose body is read as it streams in, for files too large to hold at once. */
export interface OutboundStream {
  url: URL;
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body of a 2xx answer chunk by chunk, under the byte cap; empty otherwise. */
  body: AsyncIterable<Uint8Array>;
  /** Drops what is left of the body unread (closes its connection). */
  discard(): void;
}

export interface OutboundClient {
  get(url: string | URL, options?: OutboundGet): Promise<OutboundAnswer>;
  /** Like get, but the body is streamed rather than read whole: `maxBytes` caps the stream. */
  open(url: string | URL, options?: OutboundGet): Promise<OutboundStream>;
  close(): Promise<void>;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 3;
/** What is read of an error page before it is thrown away: enough to reuse the connection. */
const ERROR_BODY_BYTES = 64 * 1024;

export function createOutboundClient(allowedHosts: readonly AllowedHost[]): OutboundClient {
  // Listed hosts skip the address check at connect time; every other connection is guarded.
  const guarded = new Agent({ connect: { lookup: guardedLookup } });
  const listed = new Agent();

  async function once(url: URL, options: OutboundGet) {
    if (refusalOf(url, allowedHosts)) throw new OutboundError('refused');
    return request(url, {
      method: 'GET',
      headers: options.headers,
      signal: options.signal,
      dispatcher: isListed(url, allowedHosts) ? listed : guarded,
    });
  }

  /** Follows redirects itself, each hop checked again; returns the first non-redirect answer. */
  async function follow(address: string | URL, options: OutboundGet) {
    const start = new URL(address);
    let url = start;
    for (let hops = 0; ; hops += 1) {
      const answer = await once(url, options);
      const location = answer.headers.location;
      if (REDIRECTS.has(answer.statusCode) && typeof location === 'string') {
        await answer.body.dump({ limit: ERROR_BODY_BYTES });
        if (hops >= MAX_REDIRECTS) throw new OutboundError('redirects');
        url = new URL(location, url);
        if (options.sameOrigin && url.origin !== start.origin) throw new OutboundError('refused');
        continue;
      }
      const ok = answer.statusCode >= 200 && answer.statusCode < 300;
      if (!ok) await answer.body.dump({ limit: ERROR_BODY_BYTES });
      return { url, ok, answer };
    }
  }

  return {
    async get(address, options = {}) {
      const { url, ok, answer } = await follow(address, options);
      const body = ok
        ? await readCapped(answer.body, options.maxBytes ?? MAX_RESPONSE_BYTES, options.onBytes)
        : Buffer.alloc(0);
      return { url, status: answer.statusCode, headers: answer.headers, body };
    },
    async open(address, options = {}) {
      const { url, ok, answer } = await follow(address, options);
      const maxBytes = options.maxBytes ?? MAX_RESPONSE_BYTES;
      async function* capped() {
        if (!ok) return;
        let total = 0;
        for await (const chunk of answer.body as AsyncIterable<Uint8Array>) {
          total += chunk.byteLength;
          if (total > maxBytes) throw new OutboundError('too-large');
          options.onBytes?.(chunk.byteLength);
          yield chunk;
        }
      }
      return {
        url,
        status: answer.statusCode,
        headers: answer.headers,
        body: capped(),
        discard: () => answer.body.destroy(),
      };
    },
    async close() {
      await Promise.all([guarded.close(), listed.close()]);
    },
  };
}
