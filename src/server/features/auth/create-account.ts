import { calendarDayOf } from '@shared/api/calendar-date';
import { eq } from 'drizzle-orm';
import type { SignUpInput } from '@shared/api/auth';
import type { Language } from '@shared/i18n/languages';
import { checkPasswordStrength } from '@shared/rules/password-strength';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema';
import { recordAudit } from '@server/domain/audit/audit';
import { AppError } from '@server/lib/errors';
import { enqueueJob } from '@server/lib/jobs';
import { hashPassword } from '@server/lib/passwords';
import { sendAccountLink } from '@server/domain/account-links/send-account-link';
import { sendAccountEmailJob } from '@server/domain/account-links/send-account-email.job';
import { refuseAttempt } from './refuse-attempt';
import type { SignInLimits } from './sign-in-limits';

/**
 * A built-in account, answered the same whether or not the address is taken, so sign-up never
 * tells a stranger who has an account. Each try counts against the client address before the
 * password is hashed; a password that is easy to guess gets a 400 saying why. A new address gets
 * a verification link; an address that has an account gets a note to its owner instead (at most
 * one a day), and nothing changes. A new account reads its e-mails in the browser's language.
 */
export async function createAccount(
  { db, limits }: { db: Db; limits: SignInLimits },
  input: SignUpInput,
  context: { ip: string; secret: string; language: Language; now?: Date },
): Promise<void> {
  const now = context.now ?? new Date();
  const admission = await limits.signUp(context.ip);
  if (!admission.ok) return refuseAttempt(db, admission, { subject: input.email, ip: context.ip });
  const strength = await checkPasswordStrength(input.password, [
    input.firstName,
    input.lastName,
    input.email,
  ]);
  if (!strength.ok) {
    // Nothing was hashed or created, so the try does not count.
    await admission.giveBack();
    throw new AppError('weak_password', () => strength.message, 'password');
  }
  // Hashed either way, so both answers take the same time.
  const passwordHash = await hashPassword(input.password);
  const [user] = await db
    .insert(users)
    .values({
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash,
      language: context.language,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (user) {
    await recordAudit(db, {
      action: 'sign_up',
      subject: user.email,
      ip: context.ip,
      actorUserId: user.id,
    });
    await sendAccountLink(db, context.secret, {
      userId: user.id,
      purpose: 'verify_email',
      email: input.email,
      now,
    });
    return;
  }
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  await recordAudit(db, {
    action: 'sign_up_failed',
    subject: input.email,
    ip: context.ip,
    details: { reason: 'email_taken' },
  });
  if (owner) {
    await enqueueJob(db, sendAccountEmailJob, {
      key: `already-registered:${owner.id}:${calendarDayOf(now)}`,
      payload: { type: 'already_registered', userId: owner.id },
      runAt: now,
    });
  }
}
