import type { TFunction } from 'i18next';
import { LOCALES } from '@shared/i18n/languages';
import type { ChildAge, ProviderReply } from '@shared/api/provider-replies';
import { WAITLIST_UNIT_DAYS } from './wait-estimate';
import { formatWait } from './wait-time';
import { formatCalendarDayAndTime, formatDay, numberFormat } from './intl-formats';

// How a clinic's answer is put into words: on the family's request card from the `requests`
// catalog, and in the e-mail telling them, the same in sentences, from the e-mail catalog
// (docs/product.md#provider-replies). Dates and waits are written as everywhere else
// (`formatDay`, `formatWait`).

/**
 * A child's age as '4 years 2 months', '4 years', '5 months' (and '0 months' for a newborn), in
 * the locale's unit words ('4 años 2 meses'). English by default: the clinics' e-mails read it.
 */
export function formatChildAge(age: ChildAge, locale: string = LOCALES.en): string {
  const amount = (unit: 'year' | 'month', n: number) =>
    numberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(n);
  const parts = [
    age.years > 0 ? amount('year', age.years) : null,
    age.months > 0 || age.years === 0 ? amount('month', age.months) : null,
  ];
  return parts.filter((part) => part !== null).join(' ');
}

type ReplyAnswerFacts = Pick<ProviderReply, 'answer' | 'earliestDate' | 'waitlist' | 'willCall'> &
  Partial<Pick<ProviderReply, 'offeredTime'>>;

/**
 * The keys a clinic's answer is worded with. The card's catalog (`requests`) and the e-mail's
 * (`email`) both have them: the card's are short phrases, the e-mail's whole sentences.
 */
export type ReplyWordKey =
  | 'reply.offer'
  | 'reply.offerFrom'
  | 'reply.offerFromAt'
  | 'reply.waitlist'
  | 'reply.waitlistFor'
  | 'reply.about'
  | 'reply.willCall'
  | 'reply.notAccepting'
  | 'reply.accepts'
  | 'reply.doesNotAccept'
  | 'reply.yourInsurance';

/** How one reader's words are found and dates, times and waits written, for the card or the e-mail. */
export interface ReplyWording {
  t: (key: ReplyWordKey, values?: Record<string, string | number>) => string;
  /** A length in days, as `formatWait` words it in the reader's language. */
  wait: (days: number) => string;
  locale: string;
}

/**
 * The clinic's answer in the reader's words, one wording for the family's request card and the
 * e-mail telling them: the headline ('Can offer an appointment from 3 March 2027 at 2:30 PM',
 * 'Waitlist: about 3 months', 'Not accepting new patients') and, for a waitlist, whether the
 * clinic will call.
 */
export function replyAnswerWords(
  reply: ReplyAnswerFacts,
  { t, wait, locale }: ReplyWording,
): { headline: string; detail: string | null } {
  switch (reply.answer) {
    case 'offer': {
      if (!reply.earliestDate) return { headline: t('reply.offer'), detail: null };
      return {
        headline: reply.offeredTime
          ? t('reply.offerFromAt', {
              when: formatCalendarDayAndTime(reply.earliestDate, reply.offeredTime, locale),
            })
          : t('reply.offerFrom', { date: formatDay(reply.earliestDate, locale) }),
        detail: null,
      };
    }
    case 'waitlist':
      return {
        headline: reply.waitlist
          ? t('reply.waitlistFor', {
              // In the one unit for its length: a clinic's '8 weeks' reads '2 months' as on
              // every other screen.
              wait: t('reply.about', {
                wait: wait(reply.waitlist.amount * WAITLIST_UNIT_DAYS[reply.waitlist.unit]),
              }),
            })
          : t('reply.waitlist'),
        detail: reply.willCall ? t('reply.willCall') : null,
      };
    case 'not_accepting':
      return { headline: t('reply.notAccepting'), detail: null };
  }
}

/** 'Accepts Medicaid' / 'Does not accept Medicaid'; null when no insurance was asked about. */
export function insuranceWords(
  accepted: boolean | null,
  insurance: string | null,
  { t }: Pick<ReplyWording, 't'>,
): string | null {
  if (accepted === null) return null;
  const name = insurance ?? t('reply.yourInsurance');
  return accepted
    ? t('reply.accepts', { insurance: name })
    : t('reply.doesNotAccept', { insurance: name });
}

/** The card's wording: the `requests` catalog. */
export const cardReplyWording = (t: TFunction<'requests'>, locale: string): ReplyWording => ({
  t: (key, values) => t(key, values),
  wait: (days) => formatWait(days, t),
  locale,
});
