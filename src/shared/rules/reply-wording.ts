import type { TFunction } from 'i18next';
import { LOCALES } from '@shared/i18n/languages';
import type { ChildAge, ProviderReply, WaitlistUnit } from '@shared/api/provider-replies';
import { dateTimeFormat, numberFormat } from './intl-formats';

// How a clinic's answer is put into words on the family's request card, from the `requests`
// catalog; the e-mail telling them says the same in sentences, from the e-mail catalog
// (docs/product.md#provider-replies). Dates read '3 March 2027' ('3 de marzo de 2027'): day, month
// name and year, which no reader can mistake for another date.

type RequestsT = TFunction<'requests'>;

/**
 * A calendar date (YYYY-MM-DD) as '3 March 2027' in the locale's words. Built from the parts
 * rather than through a Date in the reader's zone, so the day never shifts with it: the month's
 * name comes from Intl at noon UTC of that month.
 */
export function formatReplyDate(isoDate: string, t: RequestsT, locale: string): string {
  return t('reply.calendarDate', calendarDateParts(isoDate, locale));
}

/** The day, the month's name in the locale's words and the year of a YYYY-MM-DD date. */
export function calendarDateParts(
  isoDate: string,
  locale: string,
): { day: number; month: string; year: number } {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const monthName = dateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, 15, 12),
  );
  return { day, month: monthName, year };
}

/** 'about 3 months', 'about 1 week': a clinic's waitlist estimate in its own unit. */
export function formatWaitlist(
  waitlist: { amount: number; unit: WaitlistUnit },
  t: RequestsT,
): string {
  return waitlist.unit === 'weeks'
    ? t('reply.aboutWeeks', { count: waitlist.amount })
    : t('reply.aboutMonths', { count: waitlist.amount });
}

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

type ReplyAnswerFacts = Pick<ProviderReply, 'answer' | 'earliestDate' | 'waitlist' | 'willCall'>;

/**
 * The clinic's answer in a few plain words, for the family's request card: the headline
 * ('Can offer an appointment from 3 March 2027', 'Waitlist: about 3 months', 'Not accepting new
 * patients') and, for a waitlist, whether the clinic will call.
 */
export function replyAnswerWords(
  reply: ReplyAnswerFacts,
  t: RequestsT,
  locale: string,
): { headline: string; detail: string | null } {
  switch (reply.answer) {
    case 'offer':
      return {
        headline: reply.earliestDate
          ? t('reply.offerFrom', { date: formatReplyDate(reply.earliestDate, t, locale) })
          : t('reply.offer'),
        detail: null,
      };
    case 'waitlist':
      return {
        headline: reply.waitlist
          ? t('reply.waitlistFor', { wait: formatWaitlist(reply.waitlist, t) })
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
  t: RequestsT,
): string | null {
  if (accepted === null) return null;
  const name = insurance ?? t('reply.yourInsurance');
  return accepted
    ? t('reply.accepts', { insurance: name })
    : t('reply.doesNotAccept', { insurance: name });
}
