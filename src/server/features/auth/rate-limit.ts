import type { Db } from '@server/db/client';
import { countRecent, type AuditAction } from '@server/lib/audit';
import { AppError } from '@server/lib/errors';

export const ATTEMPT_LIMIT = 10;
export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

// Counted from the audit log, so the limits hold across restarts and across instances.
const PER_IP: AuditAction[] = ['sign_in_failed', 'sign_up', 'sign_up_failed'];
const PER_EMAIL: AuditAction[] = ['sign_in_failed', 'sign_up_failed'];

/** 429 when this IP or this e-mail has used up its sign-in and sign-up attempts. */
export async function assertNotRateLimited(db: Db, ip: string, email: string): Promise<void> {
  const since = new Date(Date.now() - ATTEMPT_WINDOW_MS);
  const [byIp, byEmail] = await Promise.all([
    countRecent(db, { actions: PER_IP, ip, since }),
    countRecent(db, { actions: PER_EMAIL, subject: email, since }),
  ]);
  if (byIp >= ATTEMPT_LIMIT || byEmail >= ATTEMPT_LIMIT) {
    throw new AppError(
      'too_many_attempts',
      'Too many attempts. Please wait 15 minutes and try again.',
    );
  }
}
