import { z } from 'zod';
import { upcomingCalendarDate } from './calendar-date';
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
  token: singleLineText({ max: 43, notText: 'is not a valid reply link', trim: false }).regex(
    /^[\w-]{43}$/,
    { error: 'is not a valid reply link' },
  ),
});

/** The longest waitlist estimate a clinic may give, per unit: two years either way. */
export const WAITLIST_MAX: Record<WaitlistUnit, number> = { weeks: 104, months: 24 };

/** The child's age as the family gave it: whole years and the months beyond them. */
export const childAgeSchema = z.object({ years: z.number(), months: z.number() });
export type ChildAge = z.infer<typeof childAgeSchema>;

/**
 * `GET /api/provider-replies/{token}`: what the reply page shows. Only what the provider needs to
 * answer: whom the request is for (the provider), which insurance to confirm, and the child's age
 * and the family's short note when they gave them; nothing else about the family.
 */
export const replyFormSchema = z.object({
  providerName: z.string(),
  insuranceType: z.string().nullable(),
  childAge: childAgeSchema.nullable(),
  lookingFor: z.string().nullable(),
  expiresAt: z.string(),
});

export type ReplyForm = z.infer<typeof replyFormSchema>;

export const REPLY_MESSAGES = {
  answer: 'Please choose an answer',
  earliestDate: 'Please enter the earliest available date',
  waitlistAmount: 'Please enter the estimated wait',
  waitlistUnit: 'Please choose weeks or months',
  willCall: 'Please say whether you will call the family',
} as const;

const earliestDate = upcomingCalendarDate({
  missing: REPLY_MESSAGES.earliestDate,
  past: 'The earliest available date cannot be in the past',
});

/** What every answer carries: the insurance answer and an optional message. */
const everyAnswer = {
  /** Null when the family gave no insurance to confirm. */
  insuranceAccepted: z.boolean({ error: 'Please say whether you accept the insurance' }).nullable(),
  message: emptyAsUndefined(
    multiLineText({
      max: REPLY_MESSAGE_MAX_LENGTH,
      tooLong: `Use at most ${REPLY_MESSAGE_MAX_LENGTH} characters`,
    }),
  ),
};

/** 'We can offer an appointment': from the earliest available date. */
export const offerReplySchema = z.object({
  answer: z.literal('offer'),
  earliestDate,
  ...everyAnswer,
});

/** 'Waitlist': an estimated wait in weeks or months, and whether the clinic will call. */
export const waitlistReplySchema = z
  .object({
    answer: z.literal('waitlist'),
    waitlistAmount: z
      .number({ error: REPLY_MESSAGES.waitlistAmount })
      .int(REPLY_MESSAGES.waitlistAmount)
      .min(1, REPLY_MESSAGES.waitlistAmount)
      .max(WAITLIST_MAX.weeks, `Please enter a wait of 1 to ${WAITLIST_MAX.weeks} weeks`),
    waitlistUnit: z.enum(WAITLIST_UNITS, { error: REPLY_MESSAGES.waitlistUnit }),
    willCall: z.boolean({ error: REPLY_MESSAGES.willCall }),
    ...everyAnswer,
  })
  .refine((reply) => reply.waitlistAmount <= WAITLIST_MAX[reply.waitlistUnit], {
    path: ['waitlistAmount'],
    error: (issue) => {
      const unit = (issue.input as { waitlistUnit?: WaitlistUnit } | undefined)?.waitlistUnit;
      return unit
        ? `Please enter a wait of 1 to ${WAITLIST_MAX[unit]} ${unit}`
        : REPLY_MESSAGES.waitlistAmount;
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
  { error: REPLY_MESSAGES.answer },
);

/**
 * The reply schema for one request: when the family named an insurance, the provider must say
 * whether it accepts it; without one there is nothing to confirm and it stays null.
 */
export const replyInputFor = (insuranceType: string | null) =>
  replyInputSchema
    .refine((reply) => insuranceType === null || reply.insuranceAccepted !== null, {
      path: ['insuranceAccepted'],
      message: `Please say whether you accept ${insuranceType ?? 'the insurance'}`,
    })
    .transform((reply) => (insuranceType === null ? { ...reply, insuranceAccepted: null } : reply));

export type ReplyInput = z.input<typeof replyInputSchema>;
export type ReplyOutput = z.output<typeof replyInputSchema>;

/** A provider's reply as the family sees it on the request card. */
export const providerReplySchema = z.object({
  answer: z.enum(REPLY_ANSWERS),
  /** The earliest available date of an offer (YYYY-MM-DD); null for the other answers. */
  earliestDate: z.string().nullable(),
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
