import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema';
import { defineJob } from '@server/lib/jobs';
import { sendAccountLinkQuietly } from './send-account-link';

/**
 * A 'Forgot password?' request, answered already: a reset link for a built-in account with this
 * address, e-mailed by an account-e-mail job. The link is dated from the request, so it works 30
 * minutes from when it was asked for and its e-mail is due at once.
 */
export const requestPasswordResetJob = defineJob({
  kind: 'password-reset-request',
  // The address as typed, perhaps of nobody with an account here: not kept once handled.
  forgetWhenDone: true,
  payload: z.object({ email: z.string(), requestedAt: z.iso.datetime() }),
  handle: async (payload, deps: { db: Db; accountLinks: { secret: string } }) => {
    const [user] = await deps.db.select().from(users).where(eq(users.email, payload.email));
    if (!user?.passwordHash) return;
    await sendAccountLinkQuietly(deps.db, deps.accountLinks.secret, {
      userId: user.id,
      purpose: 'reset_password',
      email: payload.email,
      now: new Date(payload.requestedAt),
    });
  },
});
