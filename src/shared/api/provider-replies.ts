import { z } from 'zod';
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

/**
 * `GET /api/provider-replies/{token}`: what the reply page shows. Only what the provider needs to
 * answer: whom the request is for (the provider) and which insurance to confirm; nothing else
 * about the family.
 */
export const replyFormSchema = z.object({
  providerName: z.string(),
  insuranceType: z.string().nullable(),
  expiresAt: z.string(),
});

export type ReplyForm = z.infer<typeof replyFormSchema>;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

const DAY_MS = 86_400_000;
/** A calendar date `days` from now, as text: YYYY-MM-DD compares correctly as a string. */
const dateFromNow = (days: number) =>
  new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** A day that exists: Date.parse rolls 2026-02-30 over into March, so the round trip must match. */
const isCalendarDate = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
};

/** `POST /api/provider-replies/{token}`: the provider's answer, once. */
export const replyInputSchema = z.object({
  earliestDate: singleLineText({
    max: 10,
    tooLong: 'Please enter the earliest available date',
    notText: 'Please enter the earliest available date',
  })
    .regex(isoDate, { error: 'Please enter the earliest available date' })
    .refine(isCalendarDate, 'Please enter a real date')
    // A day of slack for time zones west of UTC, where today may still be yesterday in UTC terms.
    .refine(
      (value) => value >= dateFromNow(-1),
      'The earliest available date cannot be in the past',
    )
    .refine((value) => value <= dateFromNow(730), 'Please enter a date within the next two years'),
  acceptingNewPatients: z.boolean({ error: 'Please say whether you accept new patients' }),
  /** Null when the family gave no insurance to confirm. */
  insuranceAccepted: z.boolean().nullable(),
  message: emptyAsUndefined(
    multiLineText({
      max: REPLY_MESSAGE_MAX_LENGTH,
      tooLong: `Use at most ${REPLY_MESSAGE_MAX_LENGTH} characters`,
    }),
  ),
});

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

/** A provider's reply as the family sees it on the request card. */
export const providerReplySchema = z.object({
  earliestDate: z.string(),
  acceptingNewPatients: z.boolean(),
  insuranceAccepted: z.boolean().nullable(),
  message: z.string().nullable(),
  repliedAt: z.string(),
});

export type ProviderReply = z.infer<typeof providerReplySchema>;
