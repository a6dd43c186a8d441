import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTEMPT_LIMIT } from './features/auth/sign-in-limits';
import { createTestApp, type TestContext } from '../../tests/setup/test-app';

// X-Forwarded-For is whatever its sender wrote: it names the client only when the request comes
// from a proxy the operator listed in TRUSTED_PROXIES. Seen through the per-address sign-up limit,
// which a forged header would otherwise dodge.

const PROXY = '127.0.0.10';
const UNLISTED = '127.0.0.11';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { TRUSTED_PROXIES: `${PROXY}, 10.250.0.0/16` } });
});
afterAll(async () => {
  await ctx.close();
});

/** A sign-up sent from `remoteAddress`, saying it is for `forwardedFor`; its status. */
async function signUp(remoteAddress: string, forwardedFor: string): Promise<number> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: {
      firstName: 'Sam',
      lastName: 'Rivera',
      email: `proxy-${randomUUID()}@example.org`,
      password: 'a long enough password',
    },
  });
  return response.statusCode;
}

describe('X-Forwarded-For', () => {
  it('is ignored from a client not listed, and honoured from a listed proxy', async () => {
    // Forged addresses from one client do not get it past its limit.
    const statuses = [];
    for (let i = 0; i <= ATTEMPT_LIMIT; i += 1)
      statuses.push(await signUp(UNLISTED, `10.9.0.${i}`));
    expect(statuses.slice(0, ATTEMPT_LIMIT)).toEqual(Array(ATTEMPT_LIMIT).fill(202));
    expect(statuses[ATTEMPT_LIMIT]).toBe(429);
    // Through the listed proxy, the client it names is the one counted: that one is still
    // refused, another family behind the same proxy is not.
    expect(await signUp(PROXY, UNLISTED)).toBe(429);
    expect(await signUp(PROXY, '10.8.0.2')).toBe(202);
  });
});
