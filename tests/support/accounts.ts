import { randomInt, randomUUID } from 'node:crypto';
import type { App } from '@server/app';

export interface TestAccount {
  id: string;
  email: string;
  password: string;
  /** `name=value` for the Cookie header. */
  cookie: string;
}

/** The session cookie an inject response set, ready for a Cookie header. */
export function sessionCookie(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === 'sid' || c.name === '__Host-sid');
  if (!cookie) throw new Error('no session cookie was set');
  return `${cookie.name}=${cookie.value}`;
}

/** A new built-in account through the real API, signed in. Each call makes a distinct user. */
export async function createAccount(
  app: App,
  overrides: Partial<{
    firstName: string;
    lastName: string;
    email: string;
    password: string;
    ip: string;
  }> = {},
): Promise<TestAccount> {
  const body = {
    firstName: 'Sam',
    lastName: 'Rivera',
    email: `parent-${randomUUID()}@example.org`,
    password: 'a long enough password',
    ...overrides,
  };
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: body,
    // A different client address per account keeps the per-IP sign-up limit out of unrelated tests.
    remoteAddress: overrides.ip ?? `10.1.${randomInt(250)}.${randomInt(250)}`,
  });
  if (response.statusCode !== 201)
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return {
    id: response.json().id,
    email: body.email.toLowerCase(),
    password: body.password,
    cookie: sessionCookie(response),
  };
}
