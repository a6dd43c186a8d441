import { z } from 'zod';
import { CARE_FOR } from '../rules/care-for';
import { LANGUAGES } from '../i18n/languages';
import { requestedTimeSchema } from './opening-requests';
import { optionalTimeOfDay, upcomingCalendarDate } from './calendar-date';
import {
  errorMessage,
  englishWordsOf,
  issueParams,
  schemaError,
  schemaErrorText,
} from './error-messages';
import { emptyAsUndefined, multiLineText, singleLineText } from './text';

export const REPLY_MESSAGE_MAX_LENGTH = 1000;

/** A clinic's three possible answers to a request (docs/product.md#provider-replies). */
export const REPLY_ANSWERS = ['offer', 'waitlist', 'not_accepting'] as const;
export type ReplyAnswer = (typeof REPLY_ANSWERS)[number];

/** The units a clinic may estimate its waitlist in. */
export const WAITLIST_UNITS = ['weeks', 'months'] as const;
export type WaitlistUnit = (typeof WAITLIST_UNITS)[number];
/** A reply link works this long after the request was sent (docs/product.md#provider-replies). */
export const REPLY_LINK_DAYS = 14;

/** The token in a provider's reply link: 43 base64url characters (256 bits). */
export const replyTokenParamsSchema = z.object({
  token: singleLineText({
    max: 43,
    notText: errorMessage('reply.linkMalformed'),
    trim: false,
  }).regex(/^[\w-]{43}$/, schemaError('reply.linkMalformed')),
});

/** The longest waitlist estimate a clinic may give, per unit: two years either way. */
export const WAITLIST_MAX: Record<WaitlistUnit, number> = { weeks: 104, months: 24 };

/** The age of the person the care is for, as given: whole years and the months beyond them. */
export const childAgeSchema = z.object({ years: z.number(), months: z.number() });
export type ChildAge = z.infer<typeof childAgeSchema>;

/**
 * What a clinic is told about the family to act on a request: what it chose to share and what
 * the clinic needs to answer, never a surname or an e-mail address (docs/product.md#privacy).
 */
export const familyFactsSchema = z.object({
  /** The services the family wants, in the registry's words. */
  services: z.array(z.string()),
  /** Who the care is for: the family's child, or the person asking for themselves. */
  careFor: z.enum(CARE_FOR),
  /** The age of the person the care is for (the wire keeps its older name). */
  childAge: childAgeSchema.nullable(),
  /** 'What we are looking for', as sent with the request. */
  lookingFor: z.string().nullable(),
  /** The phone number the family shares; null when it shared none (the clinic answers by link). */
  phone: z.string().nullable(),
  /**
   * The language the family asked clinics to use (its profile's choice, not the language it reads
   * the app in); null when it said nothing. The clinic's pages and e-mails stay in English.
   */
  language: z.enum(LANGUAGES).nullable(),
});
export type FamilyFacts = z.infer<typeof familyFactsSchema>;

/**
 * `GET /api/provider-replies/{token}`: what the reply page shows. Only what the provider needs to
 * answer: whom the request is for (the provider), which insurance to confirm, the family's facts,
 * and the clinic's own answer when it gave one, to change until the family books.
 */
export const replyFormSchema = z.object({
  providerName: z.string(),
  /**
   * What families are told of the practice's ages, languages and telehealth, for the clinic to
   * confirm or correct ('Is this still right?'); null once the provider left the directory.
   */
  practice: z.lazy(() => replyPracticeSchema).nullable(),
  insuranceType: z.string().nullable(),
  family: familyFactsSchema,
  /** The clinic's answer so far; null before it answered. */
  reply: z.lazy(() => providerReplySchema).nullable(),
  /** The published opening the family asked for, to confirm or decline; null for others. */
  requestedTime: requestedTimeSchema.nullable(),
  /** Until when the link answers: the link's end before an answer, the days to change it after. */
  expiresAt: z.string(),
});

export type ReplyForm = z.infer<typeof replyFormSchema>;

const MESSAGES = {
  answer: errorMessage('reply.answer'),
  earliestDate: errorMessage('reply.earliestDate'),
  offeredTime: errorMessage('reply.offeredTime'),
  waitlistAmount: errorMessage('reply.waitlistAmount'),
  waitlistUnit: errorMessage('reply.waitlistUnit'),
  willCall: errorMessage('reply.willCall'),
};

/** The form's messages in English, as the tests look for them. */
export const REPLY_MESSAGES = englishWordsOf(MESSAGES);

const earliestDate = upcomingCalendarDate({
  missing: MESSAGES.earliestDate,
  past: errorMessage('reply.earliestDateInPast'),
});

/** What every answer carries: the insurance answer and an optional message. */
const everyAnswer = {
  /** Null when the family gave no insurance to confirm. */
  insuranceAccepted: z.boolean(schemaError('reply.insurance')).nullable(),
  message: emptyAsUndefined(
    multiLineText({
      max: REPLY_MESSAGE_MAX_LENGTH,
      tooLong: errorMessage('text.useAtMost', { max: REPLY_MESSAGE_MAX_LENGTH }),
    }),
  ),
};

/** 'We can offer an appointment': from the earliest available date, at a time if it names one. */
export const offerReplySchema = z.object({
  answer: z.literal('offer'),
  earliestDate,
  offeredTime: optionalTimeOfDay(MESSAGES.offeredTime),
  ...everyAnswer,
});

/** 'Waitlist': an estimated wait in weeks or months, and whether the clinic will call. */
export const waitlistReplySchema = z
  .object({
    answer: z.literal('waitlist'),
    waitlistAmount: z
      .number(issueParams(MESSAGES.waitlistAmount))
      .int(issueParams(MESSAGES.waitlistAmount))
      .min(1, issueParams(MESSAGES.waitlistAmount))
      .max(WAITLIST_MAX.weeks, schemaError('reply.waitWeeks', { max: WAITLIST_MAX.weeks })),
    waitlistUnit: z.enum(WAITLIST_UNITS, issueParams(MESSAGES.waitlistUnit)),
    willCall: z.boolean(issueParams(MESSAGES.willCall)),
    ...everyAnswer,
  })
  .refine((reply) => reply.waitlistAmount <= WAITLIST_MAX[reply.waitlistUnit], {
    path: ['waitlistAmount'],
    error: (issue) => {
      const unit = (issue.input as { waitlistUnit?: WaitlistUnit } | undefined)?.waitlistUnit;
      if (unit === 'weeks')
        return schemaErrorText(errorMessage('reply.waitWeeks', { max: WAITLIST_MAX.weeks }));
      if (unit === 'months')
        return schemaErrorText(errorMessage('reply.waitMonths', { max: WAITLIST_MAX.months }));
      return schemaErrorText(MESSAGES.waitlistAmount);
    },
  });

/** 'Not accepting new patients': nothing more to say than the insurance and a message. */
export const notAcceptingReplySchema = z.object({
  answer: z.literal('not_accepting'),
  ...everyAnswer,
});

/**
 * `POST /api/provider-replies/{token}`: the provider's answer, once. One of three shapes, told
 * apart by `answer`, so an offer cannot lack its date nor a waitlist its estimate; the form and
 * the server judge it with this same schema.
 */
export const replyInputSchema = z.discriminatedUnion(
  'answer',
  [offerReplySchema, waitlistReplySchema, notAcceptingReplySchema],
  issueParams(MESSAGES.answer),
);

/**
 * The reply schema for one request: when the family named an insurance, the provider must say
 * whether it accepts it; without one there is nothing to confirm and it stays null. A clinic may
 * promise to call only a family that shared a phone number.
 */
export const replyInputFor = (insuranceType: string | null, familyPhone: string | null) =>
  replyInputSchema
    .refine((reply) => insuranceType === null || reply.insuranceAccepted !== null, {
      path: ['insuranceAccepted'],
      ...(insuranceType === null
        ? schemaError('reply.insurance')
        : schemaError('reply.namedInsurance', { insurance: insuranceType })),
    })
    .refine((reply) => familyPhone !== null || reply.answer !== 'waitlist' || !reply.willCall, {
      path: ['willCall'],
      ...schemaError('reply.noPhoneToCall'),
    })
    .transform((reply) => (insuranceType === null ? { ...reply, insuranceAccepted: null } : reply));

export type ReplyInput = z.input<typeof replyInputSchema>;
export type ReplyOutput = z.output<typeof replyInputSchema>;

/** A provider's reply as the family sees it on the request card. */
export const providerReplySchema = z.object({
  answer: z.enum(REPLY_ANSWERS),
  /** The earliest available date of an offer (YYYY-MM-DD); null for the other answers. */
  earliestDate: z.string().nullable(),
  /** A time the clinic named on that day (HH:MM, its local time); null when it named none. */
  offeredTime: z.string().nullable(),
  /** A waitlist's estimated wait; null for the other answers. */
  waitlist: z.object({ amount: z.number(), unit: z.enum(WAITLIST_UNITS) }).nullable(),
  /** Whether a waitlist clinic will call when a place opens; null for the other answers. */
  willCall: z.boolean().nullable(),
  acceptingNewPatients: z.boolean(),
  insuranceAccepted: z.boolean().nullable(),
  message: z.string().nullable(),
  repliedAt: z.string(),
});

export type ProviderReply = z.infer<typeof providerReplySchema>;

/**
 * The practice's facts as the clinic confirms them (`PUT /api/provider-replies/{token}/practice`
 * answers with them), and when it last did (ISO time; null: never).
 */
export const replyPracticeSchema = z.object({
  agesFrom: z.number().int().nullable(),
  agesTo: z.number().int().nullable(),
  languages: z.array(z.string()).nullable(),
  telehealth: z.boolean().nullable(),
  reportedAt: z.string().nullable(),
});
export type ReplyPractice = z.infer<typeof replyPracticeSchema>;
