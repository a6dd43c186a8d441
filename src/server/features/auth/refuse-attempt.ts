import type { Db } from '@server/db/client';
import { recordAudit } from '@server/domain/audit/audit';
import { TooManyAttemptsError } from '@server/lib/errors';
import type { Admission } from './sign-in-limits';

/**
 * The 429 for an attempt over its limit. The attempt that reaches a limit is audited, once per
 * window, so a flood shows in the log as one entry rather than thousands.
 */
export async function refuseAttempt(
  db: Db,
  refusal: Extract<Admission, { ok: false }>,
  who: { subject: string; ip: string },
): Promise<never> {
  if (refusal.firstRefusal)
    await recordAudit(db, {
      action: 'attempts_limited',
      subject: who.subject,
      ip: who.ip,
      details: { limit: refusal.limit },
    });
  throw new TooManyAttemptsError(refusal.retryAfterSeconds);
}
