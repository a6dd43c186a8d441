import type {
  ReplyAnswer,
  ReplyForm as ReplyFormData,
  ReplyInput,
} from '@shared/api/provider-replies';
import { localCalendarDay } from '@shared/api/calendar-date';

// Between the clinic's reply form and the reply the API takes.

/** What the form holds: inputs give text, turned into the API's shape for the schema. */
export interface FormValues {
  answer: ReplyAnswer | '';
  earliestDate: string;
  offeredTime: string;
  waitlistAmount: string;
  waitlistUnit: string;
  willCall: boolean;
  insuranceAccepted: string;
  message: string;
}

const yesNo = (value: unknown) => (value === 'yes' ? true : value === 'no' ? false : undefined);
const orUndefined = (value: string) => (value === '' ? undefined : value);

/**
 * The reply as the API takes it, holding only the chosen answer's fields: what the clinic typed
 * for another answer before changing its mind is not sent. Unparseable input stays as it is, so
 * the schema names the field.
 */
export function toInput(values: FormValues, hasInsurance: boolean): Partial<ReplyInput> {
  const common = {
    insuranceAccepted: hasInsurance ? (yesNo(values.insuranceAccepted) ?? null) : null,
    message: values.message,
  };
  switch (values.answer) {
    case 'offer':
      return {
        answer: 'offer',
        earliestDate: values.earliestDate,
        offeredTime: values.offeredTime,
        ...common,
      };
    case 'waitlist':
      return {
        answer: 'waitlist',
        waitlistAmount: values.waitlistAmount === '' ? undefined : Number(values.waitlistAmount),
        waitlistUnit: orUndefined(values.waitlistUnit) as 'weeks' | 'months' | undefined,
        willCall: values.willCall,
        ...common,
      } as Partial<ReplyInput>;
    case 'not_accepting':
      return { answer: 'not_accepting', ...common };
    default:
      return common;
  }
}

export const today = () => localCalendarDay(new Date());

/** The form's starting values: empty, or the clinic's earlier answer to change. */
export function startingValues(form: ReplyFormData): FormValues {
  const reply = form.reply;
  const accepted = reply?.insuranceAccepted;
  return {
    answer: reply?.answer ?? '',
    earliestDate: reply?.earliestDate ?? '',
    offeredTime: reply?.offeredTime ?? '',
    waitlistAmount: reply?.waitlist ? String(reply.waitlist.amount) : '',
    waitlistUnit: reply?.waitlist?.unit ?? '',
    willCall: reply?.willCall ?? false,
    insuranceAccepted: accepted === true ? 'yes' : accepted === false ? 'no' : '',
    message: reply?.message ?? '',
  };
}
