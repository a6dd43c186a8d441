import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '@server/config';

// A browser that signed in to an account with its password gets a signed device cookie naming
// that account. Its later password attempts for the account are counted per device, apart from
// the account's own count, so a flood of guesses from elsewhere cannot lock the owner out of a
// browser they have used before. The cookie is not a session and outlives sign-out.

const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const cookieName = (config: Config) =>
  config.APP_URL.startsWith('https:') ? '__Host-device' : 'device';

export interface KnownDevice {
  userId: string;
  /** Random, one per cookie issued: what the device's attempts are counted by. */
  key: string;
}

/** The device cookie the request carries, when it is one we signed. */
export function readKnownDevice(request: FastifyRequest, config: Config): KnownDevice | null {
  const raw = request.cookies[cookieName(config)];
  if (!raw) return null;
  const { valid, value } = request.unsignCookie(raw);
  if (!valid || !value) return null;
  const [userId, key, ...rest] = value.split('.');
  return userId && key && rest.length === 0 ? { userId, key } : null;
}

/** Marks the browser as one `userId` signed in on; the latest account to do so has it. */
export function rememberDevice(reply: FastifyReply, config: Config, userId: string): void {
  reply.setCookie(cookieName(config), `${userId}.${randomBytes(16).toString('base64url')}`, {
    signed: true,
    httpOnly: true,
    sameSite: 'strict',
    secure: config.APP_URL.startsWith('https:'),
    path: '/',
    maxAge: MAX_AGE_SECONDS,
  });
}
