import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { errorMessage } from '@shared/api/error-messages';
import type { InviteClinicInput } from '@shared/api/unreachable-clinics';
import type { Db } from '@server/db/client';
import { providers, type UserRow } from '@server/db/schema';
import { recordAudit } from '@server/domain/audit/audit';
import { AppError, TooManyAttemptsError } from '@server/lib/errors';
import { enqueueJob } from '@server/lib/jobs';
import type { Limiter } from '@server/lib/rate-limits';
import { sendListingInviteJob } from './send-listing-invite.job';

export const INVITE_ACTION = 'listing_invite_sent';

/** Each invitation lands in a real inbox: a clinic is asked a few times a day at most. */
export const INVITES_PER_CLINIC_PER_DAY = 3;
/** And one admin account cannot become a mailing list. */
export const INVITES_PER_ADMIN_PER_DAY = 30;

export interface InviteLimits {
  perClinic: Limiter;
  perAdmin: Limiter;
}

/**
 * Invites a clinic to claim its listing: a durable job e-mails `input.email` a link to the
 * clinic's page, and the audit log records who invited whom. 404 for a provider that is not
 * there; 429 past either limit, before anything is queued.
 */
export async function inviteClinic(
  db: Db,
  admin: UserRow,
  providerId: string,
  input: InviteClinicInput,
  context: { ip: string; limits: InviteLimits },
): Promise<void> {
  const [provider] = await db
    .select({ id: providers.id, name: providers.name })
    .from(providers)
    .where(eq(providers.id, providerId));
  if (!provider)
    throw new AppError('not_found', errorMessage('management.providerNotFound'), 'providerId');
  for (const [limiter, key] of [
    [context.limits.perAdmin, admin.id],
    [context.limits.perClinic, providerId],
  ] as const) {
    const taken = await limiter.take(key);
    if (!taken.ok) throw new TooManyAttemptsError(taken.retryAfterSeconds);
  }
  const inviteId = randomUUID();
  await db.transaction(async (tx) => {
    await enqueueJob(tx, sendListingInviteJob, {
      key: `listing-invite:${inviteId}`,
      payload: { inviteId, providerId, email: input.email },
      runAt: new Date(),
    });
    await recordAudit(tx, {
      actorUserId: admin.id,
      action: INVITE_ACTION,
      subject: providerId,
      ip: context.ip,
      details: { provider: provider.name, to: input.email },
    });
  });
}
