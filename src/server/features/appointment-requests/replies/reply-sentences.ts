import type { FixedT } from '@shared/i18n/fixed-t';
import { LOCALES, type Language } from '@shared/i18n/languages';
import type { ProviderReply } from '@shared/api/provider-replies';
import { insuranceWords, replyAnswerWords, type ReplyWording } from '@shared/rules/reply-wording';
import { formatWait } from '@shared/rules/wait-time';

/** The e-mail's wording of a clinic's answer: whole sentences from the family's e-mail catalog. */
const emailWording = (t: FixedT, language: Language): ReplyWording => ({
  t: (key, values) => t(key, values),
  wait: (days) => formatWait(days, t),
  locale: LOCALES[language],
});

/**
 * A clinic's answer as sentences for the e-mail telling the family, saying what their request card
 * says: 'They can offer an appointment from 3 March 2027.', 'They put you on their waitlist: about
 * 3 months. They will call you when a place opens.', 'They are not accepting new patients right now.'
 */
export function replyAnswerSentence(
  reply: Pick<ProviderReply, 'answer' | 'earliestDate' | 'waitlist' | 'willCall'> &
    Partial<Pick<ProviderReply, 'offeredTime'>>,
  t: FixedT,
  language: Language,
): string {
  const { headline, detail } = replyAnswerWords(reply, emailWording(t, language));
  return detail ? `${headline} ${detail}` : headline;
}

/** 'They accept Medicaid.' / 'They do not accept Medicaid.'; null when no insurance was asked about. */
export const insuranceSentence = (
  accepted: boolean | null,
  insurance: string | null,
  t: FixedT,
): string | null => insuranceWords(accepted, insurance, { t: (key, values) => t(key, values) });
