import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorMessage } from '@shared/api/error-messages';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import { AppError } from './errors';
import { isApiRequest } from './routed-path';
import { createSession, deleteSession, findSessionUser } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, loaded from the session cookie for /api/* requests. */
    user: UserRow | null;
    sessionToken: string | null;
  }
}

/** `__Host-` pins the cookie to our own host over HTTPS (no Domain, Path=/, Secure). */
const cookieName = (config: Config) => (config.APP_URL.startsWith('https:') ? '__Host-sid' : 'sid');

export async function registerAuth(
  app: FastifyInstance,
  { db, config }: { db: Db; config: Config },
) {
  await app.register(cookie, { secret: config.SESSION_SECRET });
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);

  app.addHook('onRequest', async (request) => {
    if (!isApiRequest(request)) return;
    await loadSessionUser(request, { db, config });
  });
}

/**
 * Sets `request.user` from the session cookie, if it names a live session. The API does this for
 * every request; a page does it only where its HTML carries the signed-in user's first data.
 */
export async function loadSessionUser(
  request: FastifyRequest,
  { db, config }: { db: Db; config: Config },
): Promise<UserRow | null> {
  const token = cookieToken(request, config);
  if (!token) return null;
  request.user = await findSessionUser(db, token);
  request.sessionToken = request.user ? token : null;
  return request.user;
}

/**
 * A session cookie (under either name) says who is probably signed in: a page reads the session
 * only then. The API checks it for real on every request.
 */
export const hasSessionCookie = (request: FastifyRequest): boolean =>
  Boolean(request.cookies.sid ?? request.cookies['__Host-sid']);

/** The session token the request's signed cookie carries, whether or not its session lives. */
function cookieToken(request: FastifyRequest, config: Config): string | null {
  const raw = request.cookies[cookieName(config)];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : null;
}

/** Signs the user in: a new session (and token) every time, never a reused one. */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  { db, config }: { db: Db; config: Config },
  user: UserRow,
  { idToken = null }: { idToken?: string | null } = {},
): Promise<void> {
  // The browser's previous session ends here: a token it held before signing in (perhaps one
  // somebody else planted) is worth nothing afterwards.
  if (request.sessionToken) await deleteSession(db, request.sessionToken);
  const { token, expiresAt } = await createSession(db, user.id, {
    userAgent: request.headers['user-agent'] ?? null,
    idToken,
  });
  reply.setCookie(cookieName(config), token, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: config.APP_URL.startsWith('https:'),
    path: '/',
    expires: expiresAt,
  });
}

/**
 * Deletes the session server-side, so the old cookie is worthless even if kept. The cookie's own
 * token, not only a session loaded for this request: signing out never just forgets the cookie.
 * Returns the OpenID ID token the session kept, if any, for the issuer's sign-out.
 */
export async function endSession(
  request: FastifyRequest,
  reply: FastifyReply,
  { db, config }: { db: Db; config: Config },
): Promise<{ idToken: string | null }> {
  const token = request.sessionToken ?? cookieToken(request, config);
  const ended = token ? await deleteSession(db, token) : null;
  reply.clearCookie(cookieName(config), { path: '/' });
  return { idToken: ended?.idToken ?? null };
}

/** preHandler: 401 without a session. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new AppError('unauthorized', errorMessage('auth.unauthorized'));
}

/**
 * preHandler: 401 without a session, 403 for a signed-in user who is not an admin. An admin whose
 * address is not verified is refused too: the role is only worth what the address is.
 */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (request.user?.role !== 'admin' || !request.user.emailVerifiedAt) {
    throw new AppError('admin_only', errorMessage('auth.adminsOnly'));
  }
}

/** preHandler: sending e-mail on the family's behalf needs an address they proved they read. */
export async function requireVerifiedEmail(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (!request.user?.emailVerifiedAt) {
    // Only an OpenID account can be signed in unverified: its issuer is the one to convince.
    const words = request.user?.oidcSubject
      ? errorMessage('auth.emailNotVerifiedByIssuer')
      : errorMessage('auth.emailNotVerified');
    throw new AppError('email_not_verified', words);
  }
}

/** The user of a request that passed requireUser. */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new AppError('unauthorized', errorMessage('auth.unauthorized'));
  return request.user;
}
