// The API for page tests as a real HTTP server rather than a mocked fetch, as in the profile
// tests: a node:http server on 127.0.0.1 records each request and answers through the test's
// handler. The app calls relative URLs ('/api/...') as in the browser; Node's fetch cannot resolve
// those, so `globalThis.fetch` is wrapped to prefix the server's address.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';

// Answers cross a real socket; on a busy machine (the whole suite in parallel) the default 1 s
// for `findBy...` is too tight.
configure({ asyncUtilTimeout: 3000 });

export interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface Reply {
  status: number;
  body?: unknown;
}

/** Starts the server for the test file; `handler` may be swapped per test through `api.handle`. */
export function installTestApi(defaultHandler: (request: Recorded) => Reply) {
  const api = { received: [] as Recorded[], handle: defaultHandler };
  let server: Server;
  const originalFetch = globalThis.fetch;

  async function respond(request: IncomingMessage, response: ServerResponse) {
    let text = '';
    for await (const chunk of request) text += chunk;
    const url = new URL(request.url ?? '/', 'http://localhost');
    const recorded: Recorded = {
      method: request.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
    };
    api.received.push(recorded);
    const reply = api.handle(recorded);
    response.writeHead(reply.status, { 'Content-Type': 'application/json' });
    response.end(reply.body === undefined ? undefined : JSON.stringify(reply.body));
  }

  beforeAll(async () => {
    server = createServer((request, response) => void respond(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    globalThis.fetch = (input, init) =>
      originalFetch(
        typeof input === 'string' && input.startsWith('/') ? origin + input : input,
        init,
      );
  });
  afterEach(() => {
    api.received.length = 0;
    api.handle = defaultHandler;
  });
  afterAll(async () => {
    globalThis.fetch = originalFetch;
    await new Promise((resolve) => server.close(resolve));
  });
  return api;
}

/** jsdom lacks what Radix Select and Dialog touch: pointer capture, scrollIntoView, ResizeObserver. */
export function polyfillRadix() {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
