import type { FixedT } from '@shared/i18n/fixed-t';
import type { Language } from '@shared/i18n/languages';
import type { ProviderReply } from '@shared/api/provider-replies';
import { formatCalendarDate } from '../local-time';

type ReplyAnswerFacts = Pick<ProviderReply, 'answer' | 'earliestDate' | 'waitlist' | 'willCall'>;

/**
 * A clinic's answer as sentences for the e-mail telling the family, saying what their request card
 * says: 'They can offer an appointment from 3 March 2027.', 'They put you on their waitlist: about
 * 3 months. They will call you when a place opens.', 'They are not accepting new patients right now.'
 */
export function replyAnswerSentence(
  reply: ReplyAnswerFacts,
  t: FixedT,
  language: Language,
): string {
  switch (reply.answer) {
    case 'offer':
      return reply.earliestDate
        ? t('reply.offerFrom', { date: formatCalendarDate(reply.earliestDate, language) })
        : t('reply.offer');
    case 'waitlist': {
      const wait = reply.waitlist
        ? t('reply.waitlistFor', { wait: waitOf(reply.waitlist, t) })
        : t('reply.waitlist');
      return reply.willCall ? `${wait} ${t('reply.willCall')}` : wait;
    }
    case 'not_accepting':
      return t('reply.notAccepting');
  }
}

/** 'about 3 months', 'about 1 week': the clinic's estimate in its own unit. */
const waitOf = (waitlist: NonNullable<ReplyAnswerFacts['waitlist']>, t: FixedT) =>
  waitlist.unit === 'weeks'
    ? t('reply.aboutWeeks', { count: waitlist.amount })
    : t('reply.aboutMonths', { count: waitlist.amount });

/** 'They accept Medicaid.' / 'They do not accept Medicaid.'; null when no insurance was asked about. */
export function insuranceSentence(
  accepted: boolean | null,
  insurance: string | null,
  t: FixedT,
): string | null {
  if (accepted === null) return null;
  const name = insurance ?? t('reply.yourInsurance');
  return accepted
    ? t('reply.accepts', { insurance: name })
    : t('reply.doesNotAccept', { insurance: name });
}
