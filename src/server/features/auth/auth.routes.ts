import type { FastifyInstance } from 'fastify';
import {
  accountLinkSchema,
  resendVerificationSchema,
  signInSchema,
  signUpSchema,
  verifyEmailSchema,
} from '@shared/api/auth';
import { errorMessage } from '@shared/api/error-messages';
import { requireUser, signedInUser, startSession } from '@server/lib/auth';
import { AppError } from '@server/lib/errors';
import { requestLanguage } from '@server/lib/request-language';
import { parseInput } from '@server/lib/validate';
import { accountOfToken } from '@server/domain/account-links/account-tokens';
import { confirmAddress } from './confirm-address';
import { createAccount } from './create-account';
import { toCurrentUser } from './current-user';
import { readKnownDevice, rememberDevice } from './device-cookie';
import { resendVerification } from './resend-verification';
import { forgetSignUp, rememberSignUp, signedUpHere } from './sign-up-cookie';
import type { AuthDeps } from './auth-deps';
import { applyAdminEmails } from './set-role';
import { signInWithPassword } from './sign-in-with-password';
import { verifyEmail } from './verify-email';
import { lazyOidc } from './lazy-oidc';
import { oidcSignInRoutes } from './oidc-sign-in.routes';
import { signOutRoutes } from './sign-out.routes';

/**
 * Accounts' routes: signing up, proving the address, signing in with a password, and the current
 * user; signing in through an organisation and signing out have files of their own.
 */
export function authRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const { db, config, limits } = deps;
  const oidc = lazyOidc(config);
  oidcSignInRoutes(app, deps, oidc);
  signOutRoutes(app, deps, oidc);

  app.post('/api/auth/sign-in', async (request, reply) => {
    if (oidc)
      throw new AppError('sign_in_method_unavailable', errorMessage('auth.useOrganisationAccount'));
    const input = parseInput(signInSchema, request.body);
    const user = await applyAdminEmails(
      db,
      await signInWithPassword({ db, limits }, input, {
        ip: request.ip,
        device: readKnownDevice(request, config),
      }),
      config.ADMIN_EMAILS,
      request.ip,
    );
    await startSession(request, reply, deps, user);
    rememberDevice(reply, config, user.id);
    return toCurrentUser(user);
  });

  app.post('/api/auth/sign-up', async (request, reply) => {
    if (oidc)
      throw new AppError('sign_in_method_unavailable', errorMessage('auth.useOrganisationAccount'));
    const input = parseInput(signUpSchema, request.body);
    await createAccount({ db, limits }, input, {
      ip: request.ip,
      secret: config.SESSION_SECRET,
      language: requestLanguage(request),
    });
    // No session, and the password opens nothing yet: the account is used once the link sent
    // to the address is opened.
    rememberSignUp(reply, config, input.email);
    return reply.status(202).send({ email: input.email });
  });

  // The link's page posts its token (a GET would be spent by mail scanners that open links).
  // Opening it proves the address and signs its owner in on this browser; outside the browser
  // that signed up, the password chosen then is needed too (403 `password_needed`).
  // A browser signed in to another account is asked before it changes accounts (409), so a link
  // someone else sends cannot quietly move a parent into a stranger's account.
  app.post('/api/auth/verify-email', async (request, reply) => {
    const { token, switchAccount, password } = parseInput(verifyEmailSchema, request.body);
    if (request.user && !switchAccount) {
      const owner = await accountOfToken(db, 'verify_email', token, new Date());
      if (owner && owner !== request.user.id) {
        throw new AppError('switch_account_needed', errorMessage('account.switchAccount'));
      }
    }
    const verified = await verifyEmail(
      { db, limits },
      { token, password },
      { ip: request.ip, signedUpHere: (email) => signedUpHere(request, email) },
    );
    const user = await applyAdminEmails(db, verified, config.ADMIN_EMAILS, request.ip);
    // Verifying ended the account's sessions; this browser's starts afresh.
    await startSession(request, reply, deps, user);
    rememberDevice(reply, config, user.id);
    forgetSignUp(reply);
    return toCurrentUser(user);
  });

  // Opened by whoever reads the address (perhaps not the account's owner), so no session needed.
  app.post('/api/account/confirm-address', async (request) => {
    const { token } = parseInput(accountLinkSchema, request.body);
    return { email: await confirmAddress(db, token) };
  });

  // Asked for from the sign-in form (the password of an unproved address opens nothing) and the
  // 'Check your e-mail' page. Answered the same whether or not the address has an account that
  // waits for its link; an OpenID account's address is its issuer's to vouch for, never ours.
  app.post('/api/auth/resend-verification', async (request, reply) => {
    if (oidc)
      throw new AppError('sign_in_method_unavailable', errorMessage('auth.useOrganisationAccount'));
    const { email } = parseInput(resendVerificationSchema, request.body);
    await resendVerification(db, config.SESSION_SECRET, email);
    return reply.status(202).send({ email });
  });

  app.get('/api/auth/user', { preHandler: requireUser }, async (request) =>
    toCurrentUser(signedInUser(request)),
  );
}
