import type { ChildAge, ProviderReply, WaitlistUnit } from '../api/provider-replies';

// How a clinic's answer is put into words on the family's request card; the e-mail telling them
// says the same in sentences, from the e-mail catalog (docs/product.md#provider-replies). Dates read
// '3 March 2027': day, month name and year, which no reader can mistake for another date.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A calendar date (YYYY-MM-DD) as '3 March 2027'. Built from the parts rather than through Date,
 * so the day never shifts with the reader's time zone.
 */
export function formatReplyDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** 'about 3 months', 'about 1 week': a clinic's waitlist estimate in its own unit. */
export function formatWaitlist(waitlist: { amount: number; unit: WaitlistUnit }): string {
  const unit = waitlist.amount === 1 ? waitlist.unit.slice(0, -1) : waitlist.unit;
  return `about ${waitlist.amount} ${unit}`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A child's age as '4 years 2 months', '4 years', '5 months' (and '0 months' for a newborn). */
export function formatChildAge(age: ChildAge): string {
  const parts = [
    age.years > 0 ? plural(age.years, 'year') : null,
    age.months > 0 || age.years === 0 ? plural(age.months, 'month') : null,
  ];
  return parts.filter((part) => part !== null).join(' ');
}

const WILL_CALL = 'They will call you when a place opens';

type ReplyAnswerFacts = Pick<ProviderReply, 'answer' | 'earliestDate' | 'waitlist' | 'willCall'>;

/**
 * The clinic's answer in a few plain words, for the family's request card: the headline
 * ('Can offer an appointment from 3 March 2027', 'Waitlist: about 3 months', 'Not accepting new
 * patients') and, for a waitlist, whether the clinic will call.
 */
export function replyAnswerWords(reply: ReplyAnswerFacts): {
  headline: string;
  detail: string | null;
} {
  switch (reply.answer) {
    case 'offer':
      return {
        headline: reply.earliestDate
          ? `Can offer an appointment from ${formatReplyDate(reply.earliestDate)}`
          : 'Can offer an appointment',
        detail: null,
      };
    case 'waitlist':
      return {
        headline: reply.waitlist ? `Waitlist: ${formatWaitlist(reply.waitlist)}` : 'Waitlist',
        detail: reply.willCall ? WILL_CALL : null,
      };
    case 'not_accepting':
      return { headline: 'Not accepting new patients', detail: null };
  }
}

/** 'Accepts Medicaid' / 'Does not accept Medicaid'; null when no insurance was asked about. */
export function insuranceWords(accepted: boolean | null, insurance: string | null): string | null {
  if (accepted === null) return null;
  return `${accepted ? 'Accepts' : 'Does not accept'} ${insurance ?? 'your insurance'}`;
}
