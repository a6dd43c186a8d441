import type { ClientError } from '@shared/api/client-errors';
import { isStaleChunkError } from './stale-chunk';

// Tells the server that an error page replaced a page, by names only: the error's type, the
// route's pattern, the build and whether a script was missing. Never the error's message, which
// can quote what the page showed (a name, an answer from the server), nor the URL, which can hold
// a reply link's token or an id (docs/product.md#page-errors).

/** An identifier the server takes as an error's name; anything else is reported as 'Error'. */
const IDENTIFIER = /^[A-Za-z_$][\w$]{0,59}$/;

/**
 * The build this tab runs: the version of React Router's manifest, a hash which any change to any
 * of the build's files changes; 'dev' where it names none that looks like one.
 */
export function buildId(): string {
  const manifest = (window as { __reactRouterManifest?: { version?: unknown } })
    .__reactRouterManifest;
  const version = typeof manifest?.version === 'string' ? manifest.version : undefined;
  return version && /^[\w-]{6,40}$/.test(version) ? version : 'dev';
}

export function clientErrorReport(error: unknown, route: string): ClientError {
  const name = error instanceof Error ? error.name : typeof error;
  return {
    name: IDENTIFIER.test(name) ? name : 'Error',
    route,
    buildId: buildId(),
    staleChunk: isStaleChunkError(error),
  };
}

/** Sends the report and forgets it: a failed report must not become another error. */
export function reportClientError(error: unknown, route: string): void {
  void fetch('/api/client-errors', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(clientErrorReport(error, route)),
    credentials: 'same-origin',
    // Sent even when the page is left right after (its 'Go to the home page' link).
    keepalive: true,
  }).catch(() => undefined);
}
