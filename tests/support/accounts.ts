import { randomInt, randomUUID } from 'node:crypto';
import { isNull } from 'drizzle-orm';
import { accountTokens } from '@server/db/schema';
import { sendAccountEmail } from '@server/domain/account-links/send-account-email';
import type { MailMessage } from '@server/lib/mail';
import type { TestContext } from '../setup/test-app';

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

type Ctx = Pick<TestContext, 'app' | 'config'> & { database: Pick<TestContext['database'], 'db'> };

/**
 * The e-mails of every link not used yet, as the e-mail job writes them. Sent directly rather than
 * through the job queue, so other tests' queued jobs are left alone.
 */
export async function sendAccountEmails(ctx: Ctx): Promise<MailMessage[]> {
  const sent: MailMessage[] = [];
  const mailer = { send: async (message: MailMessage) => void sent.push(message) };
  const links = { secret: ctx.config.SESSION_SECRET, appUrl: ctx.config.APP_URL };
  const open = await ctx.database.db
    .select({ id: accountTokens.id })
    .from(accountTokens)
    .where(isNull(accountTokens.usedAt))
    .orderBy(accountTokens.createdAt);
  for (const { id } of open) {
    await sendAccountEmail(ctx.database.db, mailer, links, { type: 'token', tokenId: id });
  }
  return sent;
}

/** The token of the newest link of `path` (e.g. '/verify-email') sent to `to`. */
export function linkToken(messages: MailMessage[], to: string, path: string): string {
  const pattern = new RegExp(`${path}\\?token=([\\w-]+)`);
  const token = messages
    .filter((message) => message.to === to)
    .map((message) => pattern.exec(String(message.text))?.[1])
    .findLast(Boolean);
  if (!token) throw new Error(`no ${path} link was sent to ${to}`);
  return token;
}

/** The cookie the browser that signed up keeps, ready for a Cookie header. */
export function signUpCookie(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === 'signed_up');
  if (!cookie) throw new Error('no sign-up cookie was set');
  return `${cookie.name}=${cookie.value}`;
}

/**
 * A new built-in account through the real API, as a family makes one: sign-up, the verification
 * e-mail, and the link in it opened in the same browser (which signs in). Each call makes a
 * distinct user.
 */
export async function createAccount(
  ctx: Ctx,
  overrides: Partial<{
    firstName: string;
    lastName: string;
    email: string;
    password: string;
    ip: string;
    /** The browser's Accept-Language at sign-up, which sets the account's language. */
    acceptLanguage: string;
  }> = {},
): Promise<TestAccount> {
  const body = {
    firstName: overrides.firstName ?? 'Sam',
    lastName: overrides.lastName ?? 'Rivera',
    email: overrides.email ?? `parent-${randomUUID()}@example.org`,
    password: overrides.password ?? 'a long enough password',
  };
  const email = body.email.toLowerCase();
  // A different client address per account keeps the per-IP sign-up limit out of unrelated tests.
  const remoteAddress = overrides.ip ?? `10.1.${randomInt(250)}.${randomInt(250)}`;
  const signUp = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: body,
    remoteAddress,
    headers: overrides.acceptLanguage ? { 'accept-language': overrides.acceptLanguage } : {},
  });
  if (signUp.statusCode !== 202)
    throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);

  const signedIn = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { token: linkToken(await sendAccountEmails(ctx), email, '/verify-email') },
    headers: { cookie: signUpCookie(signUp) },
    remoteAddress,
  });
  if (signedIn.statusCode !== 200)
    throw new Error(`signing in failed: ${signedIn.statusCode} ${signedIn.body}`);
  return {
    id: signedIn.json().id,
    email,
    password: body.password,
    cookie: sessionCookie(signedIn),
  };
}

/** The profile a Raleigh family saves: Medicaid, an autism diagnosis, ZIP 27601. */
export const RALEIGH_PROFILE = {
  insuranceType: 'Medicaid',
  desiredServices: ['Autism Diagnosis'],
  zipCode: '27601',
};

/** Saves `account`'s profile through `PUT /api/profile`, as the profile page does. */
export async function saveProfile(
  ctx: Pick<TestContext, 'app'>,
  account: TestAccount,
  profile: Record<string, unknown> = RALEIGH_PROFILE,
): Promise<void> {
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: '/api/profile',
    headers: { cookie: account.cookie },
    payload: profile,
  });
  if (saved.statusCode !== 200) throw new Error(`saving the profile failed: ${saved.statusCode}`);
}
