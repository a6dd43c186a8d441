import type { Db } from '@server/db/client';
import type { AppointmentRequestRow } from '@server/db/schema';
import { requestOfLink } from '@server/domain/signed-links/signed-links';
import { AppError } from '@server/lib/errors';
import { errorMessage } from '@shared/api/error-messages';
import { assertOpen } from './answer-window';

export { assertOpen };

export interface ReplyRequest {
  request: AppointmentRequestRow;
  /** The insurance the request asked about, which the provider is asked to confirm. */
  insuranceType: string | null;
}

/**
 * The request behind a reply link, if the link may still be used: unknown links are 404; expired
 * ones, answers past the days they may be changed in, and requests booked or closed are 410; each
 * with words a provider's front desk understands.
 */
export async function findReplyRequest(db: Db, token: string, now: Date): Promise<ReplyRequest> {
  const request = await requestOfLink(db, 'reply', token);
  if (!request) throw new AppError('reply_link_invalid', errorMessage('reply.linkInvalid'));
  assertOpen(request, now);
  return { request, insuranceType: request.insuranceType };
}
