import type { ReplyAnswer } from '@shared/api/provider-replies';

/**
 * The clinic's answer to a request. A reply stored without one (the form before it asked for
 * one of the three answers) was an offer of its earliest date, unless the clinic said it took
 * no new patients.
 */
export function replyAnswerOf(row: {
  repliedAt: Date | null;
  replyAnswer: ReplyAnswer | null;
  replyEarliestDate: string | null;
  replyAcceptingNewPatients: boolean | null;
}): ReplyAnswer | null {
  if (row.replyAnswer) return row.replyAnswer;
  if (!row.repliedAt) return null;
  if (row.replyAcceptingNewPatients === false) return 'not_accepting';
  return row.replyEarliestDate ? 'offer' : null;
}
