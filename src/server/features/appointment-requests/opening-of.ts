import type { Opening } from '@shared/api/appointment-requests';
import type { NextOpening } from '@shared/api/providers';
import { bestOpening } from '@shared/rules/best-opening';
import type { WaitEstimate } from '@shared/rules/wait-estimate';
import type { AppointmentRequestRow } from '@server/db/schema';
import { replyAnswerOf } from '@server/domain/replies/reply-answer';

/**
 * A stored request's best known opening (docs/product.md#top-appointment-options), from the
 * clinic's answer in its columns and the provider's wait as it stands now.
 */
export const openingOf = (
  row: AppointmentRequestRow,
  providerWait: WaitEstimate,
  providerNext: NextOpening | null = null,
): Opening | null =>
  bestOpening({
    status: row.status,
    submittedAt: row.submittedAt,
    answer: replyAnswerOf(row),
    repliedAt: row.repliedAt,
    earliestDate: row.replyEarliestDate,
    waitlistAmount: row.replyWaitlistAmount,
    waitlistUnit: row.replyWaitlistUnit,
    providerWait,
    providerNext,
  });
