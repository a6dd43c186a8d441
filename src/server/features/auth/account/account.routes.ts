import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  accountLanguageSchema,
  accountNameSchema,
  changePasswordSchema,
  deleteAccountSchema,
  signOutOthersSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
} from '@shared/api/auth';
import { errorMessage } from '@shared/api/error-messages';
import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import { endSession, requireUser, signedInUser, startSession } from '@server/lib/auth';
import { AppError } from '@server/lib/errors';
import { clearOutboxOf } from '@server/lib/mail';
import { queuePasswordReset } from '@server/domain/account-links/request-password-reset';
import { parseInput } from '@server/lib/validate';
import { toCurrentUser } from '../current-user';
import type { SignInLimits } from '../sign-in-limits';
import { listSessions, signOutOtherSessions } from './account-sessions';
import { changePassword } from './change-password';
import { deleteAccount } from './delete-account';
import { exportAccount } from './export-account';
import { resetPassword } from './reset-password';
import { reauthenticate } from './reauthenticate';
import { setLanguage } from './set-language';
import { setName } from './set-name';

export const FORGOT_PASSWORD_ANSWER =
  'If an account uses this address, we have sent it a link to choose a new password. The link works for 30 minutes.';

/** The signed-in session's own token: every route here runs after requireUser. */
function sessionToken(request: FastifyRequest): string {
  if (!request.sessionToken) throw new AppError('unauthorized', errorMessage('auth.unauthorized'));
  return request.sessionToken;
}

// The account itself: a forgotten password, changing it, signed-in browsers, and the family's
// data to take away or delete (docs/product.md#your-account).
export function accountRoutes(
  app: FastifyInstance,
  deps: { db: Db; config: Config; limits: SignInLimits },
): void {
  const { db, config } = deps;

  app.post('/api/auth/forgot-password', async (request, reply) => {
    const { email } = parseInput(forgotPasswordSchema, request.body);
    // Only queued here, so the answer takes as long for an address with an account as without.
    await queuePasswordReset(db, email);
    return reply.status(202).send({ message: FORGOT_PASSWORD_ANSWER });
  });

  app.post('/api/auth/reset-password', async (request, reply) => {
    const input = parseInput(resetPasswordSchema, request.body);
    const user = await resetPassword(db, input, { ip: request.ip });
    // Every session ended with the reset, this browser's too: it starts afresh.
    await startSession(request, reply, deps, user);
    return toCurrentUser(user);
  });

  app.post('/api/account/password', { preHandler: requireUser }, async (request, reply) => {
    const input = parseInput(changePasswordSchema, request.body);
    await changePassword(deps, signedInUser(request), sessionToken(request), input, request.ip);
    return reply.status(204).send();
  });

  app.put('/api/account/language', { preHandler: requireUser }, async (request, reply) => {
    const { language } = parseInput(accountLanguageSchema, request.body);
    await setLanguage(db, signedInUser(request).id, language);
    return reply.status(204).send();
  });

  app.put('/api/account/name', { preHandler: requireUser }, async (request) => {
    const input = parseInput(accountNameSchema, request.body);
    return toCurrentUser(await setName(db, signedInUser(request), input));
  });

  app.get('/api/account/sessions', { preHandler: requireUser }, async (request) =>
    listSessions(db, signedInUser(request).id, sessionToken(request)),
  );

  // Someone holding a stolen session must not be able to lock the owner out: this asks for the
  // password (or a recent OpenID sign-in) as deleting the account does.
  app.post(
    '/api/account/sessions/sign-out-others',
    { preHandler: requireUser },
    async (request) => {
      const { password } = parseInput(signOutOthersSchema, request.body ?? {});
      const user = signedInUser(request);
      await reauthenticate(deps, user, sessionToken(request), password, {
        ip: request.ip,
        wrong: errorMessage('account.wrongPassword'),
        field: 'password',
      });
      return { ended: await signOutOtherSessions(db, user.id, sessionToken(request)) };
    },
  );

  app.get('/api/account/export', { preHandler: requireUser }, async (request, reply) => {
    const data = await exportAccount(db, signedInUser(request), sessionToken(request));
    return reply
      .header('content-disposition', 'attachment; filename="autism-care-finder-my-data.json"')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(data, null, 2));
  });

  app.delete('/api/account', { preHandler: requireUser }, async (request, reply) => {
    const { password } = parseInput(deleteAccountSchema, request.body ?? {});
    const addresses = await deleteAccount(
      deps,
      signedInUser(request),
      sessionToken(request),
      password,
      request.ip,
    );
    await endSession(request, reply, deps);
    // Without SMTP the e-mails written for the family wait in DATA_DIR/outbox: they go too.
    if (!config.SMTP_URL) await clearOutboxOf(config.DATA_DIR, addresses);
    return reply.status(204).send();
  });
}
