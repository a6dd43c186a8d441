// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, apiErrorMessage, apiRequest, getJson, isUnauthorizedError } from './api-client';
import { readErrorBody } from '@shared/api/errors';

// A real HTTP server stands in for the API so that the wrapper's requests are observed on the wire.
const BAD_ZIP =
  '{"code":"invalid_input","message":"Please enter a valid 5-digit ZIP code","field":"zipCode"}';

let server: Server;
let base: string;
let last: { method?: string; contentType?: string; body: string };

beforeAll(async () => {
  server = createServer(async (request: IncomingMessage, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    last = { method: request.method, contentType: request.headers['content-type'], body };
    const routes: Record<string, () => void> = {
      '/ok': () => response.writeHead(200, { 'content-type': 'application/json' }).end('{"a":1}'),
      '/missing': () =>
        response.writeHead(404).end('{"code":"not_found","message":"No such item"}'),
      '/empty-error': () => response.writeHead(500).end(),
      '/signed-out': () => response.writeHead(401).end('{"message":"Unauthorized"}'),
      '/bad-zip': () => response.writeHead(400).end(BAD_ZIP),
    };
    (routes[request.url ?? ''] ?? routes['/missing']!)();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('apiRequest', () => {
  it('sends a JSON body with its content type', async () => {
    await apiRequest('POST', `${base}/ok`, { providerId: 'p1' });
    expect(last).toEqual({
      method: 'POST',
      contentType: 'application/json',
      body: '{"providerId":"p1"}',
    });
  });

  it('sends neither body nor content type when there is no body', async () => {
    await apiRequest('DELETE', `${base}/ok`);
    expect(last).toEqual({ method: 'DELETE', contentType: undefined, body: '' });
  });

  it('throws "STATUS: body" for a non-OK answer', async () => {
    await expect(apiRequest('GET', `${base}/missing`)).rejects.toThrow(
      '404: {"code":"not_found","message":"No such item"}',
    );
  });

  it('falls back to the status text when the body is empty', async () => {
    await expect(apiRequest('GET', `${base}/empty-error`)).rejects.toThrow(
      '500: Internal Server Error',
    );
  });
});

describe('getJson', () => {
  it('returns the parsed body', async () => {
    expect(await getJson(`${base}/ok`)).toEqual({ a: 1 });
  });

  it('returns null for a 401 only when asked to', async () => {
    expect(await getJson(`${base}/signed-out`, { on401: 'returnNull' })).toBeNull();
    await expect(getJson(`${base}/signed-out`)).rejects.toThrow('401: {"message":"Unauthorized"}');
  });
});

describe('ApiError', () => {
  it('carries the status, code and field of an API error body', async () => {
    const error = await apiRequest('GET', `${base}/bad-zip`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid_input',
      field: 'zipCode',
      serverMessage: 'Please enter a valid 5-digit ZIP code',
      message: `400: ${BAD_ZIP}`,
    });
  });

  it('has no code when the answer is not an API error body', async () => {
    const error = await apiRequest('GET', `${base}/empty-error`).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, code: undefined, serverMessage: undefined });
    expect(apiErrorMessage(error, 'Please try again.')).toBe('Please try again.');
  });
});

describe('isUnauthorizedError', () => {
  it.each([
    ['{"code":"unauthorized","message":"Unauthorized"}', 401, true],
    ['Unauthorized', 401, true],
    ['{"code":"invalid_credentials","message":"Invalid email or password"}', 401, false],
    ['Session expired', 401, false],
    ['{"code":"admin_only","message":"Unauthorized"}', 403, false],
  ])('%s (%i) -> %s', (body, status, expected) => {
    expect(isUnauthorizedError(new ApiError(status, body, readErrorBody(body)))).toBe(expected);
  });

  it('ignores errors that are not API answers', () => {
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
  });
});
