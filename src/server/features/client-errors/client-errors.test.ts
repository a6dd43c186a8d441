import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientError } from '@shared/api/client-errors';
import { createAccount } from '../../../../tests/support/accounts';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app';

// The browser's report that an error page replaced a page: one log line of names, whatever else
// the request carried, and nothing at all from a report the schema refuses.

let ctx: TestContext;
const lines: string[] = [];
const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
const reports = () => entries().filter((entry) => entry.msg === 'client error');

beforeAll(async () => {
  ctx = await createTestApp({
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
  });
});
afterAll(async () => {
  await ctx.close();
});

const ip = () => `10.9.${randomInt(250)}.${randomInt(250)}`;

const REPORT: ClientError = {
  name: 'TypeError',
  route: '/clinic/listings/:providerId',
  buildId: 'CWTlLDM3',
  staleChunk: false,
};

const send = (payload: unknown, options: { url?: string; remoteAddress?: string } = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: options.url ?? '/api/client-errors',
    payload: payload as Record<string, unknown>,
    remoteAddress: options.remoteAddress ?? ip(),
  });

describe('POST /api/client-errors', () => {
  it('answers 204 and logs the names it was given, nothing the request carried', async () => {
    const email = 'jordan.reporting@family.example';
    const token = 'tok_5Yq3vK8mR2wX9pL4nB7cD1fG6hJ0sA3eT8uI2oP5zQ';
    const family = await createAccount({
      app: ctx.app,
      config: ctx.config,
      database: ctx.database,
    });
    lines.length = 0;
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/client-errors?email=${encodeURIComponent(email)}&token=${token}`,
      payload: REPORT,
      headers: { cookie: family.cookie, referer: `http://localhost/provider-reply/${token}` },
      remoteAddress: ip(),
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    expect(reports()).toEqual([
      expect.objectContaining({ level: 50, clientError: REPORT, msg: 'client error' }),
    ]);
    expect(entries()).toContainEqual(
      expect.objectContaining({ msg: 'request', path: '/api/client-errors', status: 204 }),
    );
    const log = lines.join('');
    for (const secret of [email, 'jordan.reporting', token, family.cookie, family.email]) {
      expect(log, secret).not.toContain(secret);
    }
  });

  it('logs a script still missing after the reload as a warning, not an error', async () => {
    lines.length = 0;
    const stale = { ...REPORT, name: 'TypeError', route: '/home', staleChunk: true };
    expect((await send(stale)).statusCode).toBe(204);
    expect(reports()).toEqual([expect.objectContaining({ level: 40, clientError: stale })]);
  });

  it.each([
    ['route', { route: '/provider-reply/tok_5Yq3vK8mR2wX9pL4nB7cD1fG6hJ0sA3eT8uI2oP5zQ' }],
    ['route', { route: '/clinic/listings/8c1f2d7e-3b1a-4f0e-9d2c-5a6b7c8d9e0f' }],
    ['route', { route: '/home?email=jordan@family.example' }],
    ['route', { route: 'https://care.example/home' }],
    ['name', { name: "Cannot read properties of undefined (reading 'map')" }],
    ['name', { name: 123 }],
    ['buildId', { buildId: 'abc def' }],
    ['staleChunk', { staleChunk: 'yes' }],
    ['message', { message: 'Failed for jordan@family.example' }],
    ['url', { url: '/home' }],
  ])('refuses a bad %s with a 400 naming it, and logs no report', async (field, change) => {
    lines.length = 0;
    const response = await send({ ...REPORT, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_input', field });
    expect(reports()).toEqual([]);
    expect(lines.join('')).not.toContain('jordan');
  });

  it('refuses a missing field by its name', async () => {
    const response = await send({ ...REPORT, route: undefined });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_input', field: 'route' });
  });

  it('refuses a body over 1 KB before reading it', async () => {
    lines.length = 0;
    const response = await send({ ...REPORT, name: 'E'.repeat(2000) });
    expect(response.statusCode).toBe(413);
    expect(reports()).toEqual([]);
  });

  it('takes 20 reports per address in 10 minutes, then answers 429 with Retry-After', async () => {
    const address = ip();
    for (let i = 0; i < 20; i += 1) {
      expect((await send(REPORT, { remoteAddress: address })).statusCode).toBe(204);
    }
    lines.length = 0;
    const refused = await send(REPORT, { remoteAddress: address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'too_many_attempts' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(reports()).toEqual([]);
    // Another address is counted apart.
    expect((await send(REPORT)).statusCode).toBe(204);
  });
});
