import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import { errorMessage } from '@shared/api/error-messages';
import { ANSWER_CHANGE_DAYS, answerChangeableUntil } from '@shared/rules/opening-hold';
import { appointmentRequests, type AppointmentRequestRow } from '@server/db/schema';
import { AppError } from '@server/lib/errors';

// When a clinic may answer a request through its reply link, or change its answer
// (docs/product.md#answers-a-clinic-can-take-back): before answering, until the link runs out;
// after, for a few days from its first answer, until the family books. A request the clinic
// itself closed by answering 'not accepting' stays open to a corrected answer in those days.

/** The request was closed by the clinic's own 'not accepting new patients' answer. */
export const closedByNotAccepting = (request: AppointmentRequestRow) =>
  request.status === 'cancelled' &&
  request.cancelledBy === 'clinic' &&
  request.replyAnswer === 'not_accepting';

/** Throws the 410 reason the link cannot answer now; returns when it can. */
export function assertOpen(request: AppointmentRequestRow, now: Date): void {
  const first = request.firstRepliedAt ?? request.repliedAt;
  if (!first) {
    if (!request.replyTokenExpiresAt || request.replyTokenExpiresAt <= now) {
      throw new AppError('reply_link_expired', errorMessage('reply.linkExpired'));
    }
    return;
  }
  if (request.status !== 'submitted' && !closedByNotAccepting(request)) {
    // Said as it happened: only what the family did is called the family's.
    const why =
      request.status === 'cancelled'
        ? request.cancelledBy === 'family'
          ? errorMessage('reply.withdrawn')
          : errorMessage('reply.closedRequest')
        : errorMessage('reply.booked');
    throw new AppError('reply_already_answered', why);
  }
  if (answerChangeableUntil(first) <= now) {
    throw new AppError(
      'answer_window_closed',
      errorMessage('reply.answerFinal', { days: ANSWER_CHANGE_DAYS }),
    );
  }
}

/** The same rule as a condition of the write, so an answer racing the family's booking loses. */
export function answerOpenSql(now: Date): SQL {
  // A first answer after this instant may still be changed.
  const windowStart = new Date(now.getTime() - ANSWER_CHANGE_DAYS * 86_400_000);
  return or(
    and(isNull(appointmentRequests.repliedAt), gt(appointmentRequests.replyTokenExpiresAt, now)),
    and(
      sql`coalesce(${appointmentRequests.firstRepliedAt}, ${appointmentRequests.repliedAt}) > ${windowStart.toISOString()}::timestamptz`,
      or(
        eq(appointmentRequests.status, 'submitted'),
        and(
          eq(appointmentRequests.status, 'cancelled'),
          eq(appointmentRequests.cancelledBy, 'clinic'),
          eq(appointmentRequests.replyAnswer, 'not_accepting'),
        ),
      ),
    ),
  )!;
}

/** Until when the link answers: its own end before an answer, the days to change it after. */
export function replyOpenUntil(request: AppointmentRequestRow): Date {
  const first = request.firstRepliedAt ?? request.repliedAt;
  return first ? answerChangeableUntil(first) : request.replyTokenExpiresAt!;
}
