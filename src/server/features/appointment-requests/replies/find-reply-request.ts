import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { appointmentRequests, profiles, type AppointmentRequestRow } from '@server/db/schema';
import { AppError } from '@server/lib/errors';
import { hashToken } from '@server/lib/tokens';

export interface ReplyRequest {
  request: AppointmentRequestRow;
  /** The family's insurance, which the provider is asked to confirm. */
  insuranceType: string | null;
}

/**
 * The request behind a reply link, if the link may still be used: unknown links are 404, expired
 * and answered ones 410, each with words a provider's front desk understands.
 */
export async function findReplyRequest(db: Db, token: string, now: Date): Promise<ReplyRequest> {
  const [row] = await db
    .select({ request: appointmentRequests, insuranceType: profiles.insuranceType })
    .from(appointmentRequests)
    .leftJoin(profiles, eq(profiles.userId, appointmentRequests.userId))
    .where(eq(appointmentRequests.replyTokenHash, hashToken(token)));
  if (!row) throw new AppError('reply_link_invalid', 'This reply link is not valid.');
  assertOpen(row.request, now);
  return { request: row.request, insuranceType: row.insuranceType ?? null };
}

export function assertOpen(request: AppointmentRequestRow, now: Date): void {
  if (request.repliedAt) {
    throw new AppError(
      'reply_already_answered',
      'This request has already been answered. Thank you!',
    );
  }
  if (!request.replyTokenExpiresAt || request.replyTokenExpiresAt <= now) {
    throw new AppError('reply_link_expired', 'This reply link has expired.');
  }
}
