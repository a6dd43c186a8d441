import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '@server/config';
import { TOKEN_LIFETIME_MS } from '@server/domain/account-links/account-tokens';

// The browser that signed up keeps a signed cookie naming the address (by its hash). When the
// verification link is opened in that same browser, the person who chose the password is the one
// who read the mail, so the link alone finishes sign-up. Opened anywhere else, the page asks for
// the password chosen at sign-up: whoever signed up with someone else's address cannot have the
// link, and the owner of the address, who did not choose that password, cannot be signed in to
// an account a stranger set up. The cookie is set whether or not the address was new, so it
// tells nobody which addresses have accounts.

const COOKIE = 'signed_up';

const addressHash = (email: string) => createHash('sha256').update(email).digest('base64url');

export function rememberSignUp(reply: FastifyReply, config: Config, email: string): void {
  reply.setCookie(COOKIE, addressHash(email), {
    signed: true,
    httpOnly: true,
    sameSite: 'strict',
    secure: config.APP_URL.startsWith('https:'),
    path: '/api/auth/',
    maxAge: TOKEN_LIFETIME_MS.verify_email / 1000,
  });
}

/** Whether this browser signed up with `email` (its latest sign-up). */
export function signedUpHere(request: FastifyRequest, email: string): boolean {
  const raw = request.cookies[COOKIE];
  if (!raw) return false;
  const { valid, value } = request.unsignCookie(raw);
  return valid && value === addressHash(email);
}

export function forgetSignUp(reply: FastifyReply): void {
  reply.clearCookie(COOKIE, { path: '/api/auth/' });
}
