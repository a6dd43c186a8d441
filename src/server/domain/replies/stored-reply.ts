import type { AppointmentRequestRow } from '@server/db/schema';

/**
 * A clinic's stored answer, field for field as stored. The family's card and the account's data
 * download both show it; the card reads a few fields further (see toApiReply), the download
 * gives them as they are.
 */
export function storedReplyOf(row: AppointmentRequestRow) {
  return {
    answer: row.replyAnswer,
    earliestDate: row.replyEarliestDate,
    offeredTime: row.replyOfferedTime,
    waitlist:
      row.replyWaitlistAmount !== null && row.replyWaitlistUnit !== null
        ? { amount: row.replyWaitlistAmount, unit: row.replyWaitlistUnit }
        : null,
    willCall: row.replyWillCall,
    acceptingNewPatients: row.replyAcceptingNewPatients,
    insuranceAccepted: row.replyInsuranceAccepted,
    message: row.replyMessage,
  };
}
