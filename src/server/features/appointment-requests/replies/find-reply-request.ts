import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { appointmentRequests, type AppointmentRequestRow } from '@server/db/schema';
import { AppError } from '@server/lib/errors';
import { hashToken } from '@server/lib/tokens';
import { errorMessage } from '@shared/api/error-messages';

export interface ReplyRequest {
  request: AppointmentRequestRow;
  /** The insurance the request asked about, which the provider is asked to confirm. */
  insuranceType: string | null;
}

/**
 * The request behind a reply link, if the link may still be used: unknown links are 404, expired
 * ones 410, and so is an answered one once the family has booked or the request closed; each
 * with words a provider's front desk understands.
 */
export async function findReplyRequest(db: Db, token: string, now: Date): Promise<ReplyRequest> {
  const [request] = await db
    .select()
    .from(appointmentRequests)
    .where(eq(appointmentRequests.replyTokenHash, hashToken(token)));
  if (!request) throw new AppError('reply_link_invalid', errorMessage('reply.linkInvalid'));
  assertOpen(request, now);
  return { request, insuranceType: request.insuranceType };
}

export function assertOpen(request: AppointmentRequestRow, now: Date): void {
  // An answer may be changed while the family has not acted on it.
  if (request.repliedAt && request.status !== 'submitted') {
    throw new AppError('reply_already_answered', errorMessage('reply.closed'));
  }
  if (!request.replyTokenExpiresAt || request.replyTokenExpiresAt <= now) {
    throw new AppError('reply_link_expired', errorMessage('reply.linkExpired'));
  }
}
