import type { DbOrTx } from '@server/db/client';
import type { AppointmentRequestRow } from '@server/db/schema';
import { requestOfLink } from '@server/domain/signed-links/signed-links';
import { AppError } from '@server/lib/errors';
import { errorMessage } from '@shared/api/error-messages';

/**
 * The booked request behind a clinic's confirm link, if the link may still be used: unknown
 * links are 404, used or expired ones 410, and a booking the family changed meanwhile 409.
 */
export async function findConfirmRequest(
  db: DbOrTx,
  token: string,
  now: Date,
): Promise<AppointmentRequestRow> {
  const request = await requestOfLink(db, 'confirm', token);
  if (!request) throw new AppError('confirm_link_invalid', errorMessage('confirm.linkInvalid'));
  assertUsable(request, now);
  return request;
}

export function assertUsable(request: AppointmentRequestRow, now: Date): void {
  // Using the link clears its expiry: it works once.
  if (!request.confirmTokenExpiresAt) {
    throw new AppError('confirm_link_used', errorMessage('confirm.alreadyAnswered'));
  }
  if (request.confirmTokenExpiresAt <= now) {
    throw new AppError('confirm_link_expired', errorMessage('confirm.linkExpired'));
  }
  if (request.status !== 'scheduled') {
    throw new AppError('request_changed', errorMessage('confirm.nothingToConfirm'));
  }
}
