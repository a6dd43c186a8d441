import type { TFunction } from 'i18next';
import { LOCALES } from '@shared/i18n/languages';
import type { ChildAge, ProviderReply } from '@shared/api/provider-replies';
import { dateTimeFormat, numberFormat } from './intl-formats';

// How a clinic's answer is put into words: on the family's request card from the `requests`
// catalog, and in the e-mail telling them, the same in sentences, from the e-mail catalog
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

/** The reader's own calendar day of an instant (ISO time), as '26 November 2026'. */
export function formatInstantDay(instant: string, t: RequestsT, locale: string): string {
  return formatReplyDate(localIsoDate(new Date(instant)), t, locale);
}

/** The reader's own calendar day of an instant, as YYYY-MM-DD. */
export function localIsoDate(instant: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
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
  | 'reply.aboutWeeks'
  | 'reply.aboutMonths'
  | 'reply.willCall'
  | 'reply.notAccepting'
  | 'reply.accepts'
  | 'reply.doesNotAccept'
  | 'reply.yourInsurance';

/** How one reader's words are found and dates and times written, for the card or the e-mail. */
export interface ReplyWording {
  t: (key: ReplyWordKey, values?: Record<string, string | number>) => string;
  /** A calendar day (YYYY-MM-DD) as '3 March 2027'. */
  date: (isoDate: string) => string;
  locale: string;
}

/** A clinic's local time of day ('14:30') as the locale writes it: '2:30 PM', '2:30 p.m.'. */
export function formatTimeOfDay(time: string, locale: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return dateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }).format(
    Date.UTC(2000, 0, 1, hours, minutes),
  );
}

/**
 * The clinic's answer in the reader's words, one wording for the family's request card and the
 * e-mail telling them: the headline ('Can offer an appointment from 3 March 2027 at 2:30 PM',
 * 'Waitlist: about 3 months', 'Not accepting new patients') and, for a waitlist, whether the
 * clinic will call.
 */
export function replyAnswerWords(
  reply: ReplyAnswerFacts,
  { t, date, locale }: ReplyWording,
): { headline: string; detail: string | null } {
  switch (reply.answer) {
    case 'offer': {
      if (!reply.earliestDate) return { headline: t('reply.offer'), detail: null };
      const day = date(reply.earliestDate);
      return {
        headline: reply.offeredTime
          ? t('reply.offerFromAt', {
              date: day,
              time: formatTimeOfDay(reply.offeredTime, locale),
            })
          : t('reply.offerFrom', { date: day }),
        detail: null,
      };
    }
    case 'waitlist':
      return {
        headline: reply.waitlist
          ? t('reply.waitlistFor', {
              wait:
                reply.waitlist.unit === 'weeks'
                  ? t('reply.aboutWeeks', { count: reply.waitlist.amount })
                  : t('reply.aboutMonths', { count: reply.waitlist.amount }),
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

/** The card's wording: the `requests` catalog, dates as '3 March 2027'. */
export const cardReplyWording = (t: RequestsT, locale: string): ReplyWording => ({
  t: (key, values) => t(key, values),
  date: (isoDate) => formatReplyDate(isoDate, t, locale),
  locale,
});
