import { z } from 'zod';
import { emptyAsUndefined, multiLineText, singleLineText } from './text';

export const CONFIRM_MESSAGE_MAX_LENGTH = 1000;

/** The token in a clinic's confirm link: 43 base64url characters (256 bits). */
export const confirmTokenParamsSchema = z.object({
  token: singleLineText({
    max: 43,
    notText: 'is not a valid confirmation link',
    trim: false,
  }).regex(/^[\w-]{43}$/, { error: 'is not a valid confirmation link' }),
});

/**
 * `GET /api/provider-confirmations/{token}`: what the clinic's confirm page shows: its own name,
 * the booked instant and the zone it is in. Nothing else about the family.
 */
export const confirmationFormSchema = z.object({
  providerName: z.string(),
  scheduledDate: z.string(),
  timeZone: z.string().nullable(),
  /** 'Tuesday, March 3, 2027 at 2:30 PM EST', in the appointment's zone. */
  localTime: z.string(),
});

export type ConfirmationForm = z.infer<typeof confirmationFormSchema>;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
const dateFromNow = (days: number) =>
  new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const isCalendarDate = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
};

/** `POST /api/provider-confirmations/{token}`: confirm the date, or propose another day. */
export const confirmationInputSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('confirm') }),
    z.object({
      action: z.literal('propose'),
      date: singleLineText({
        max: 10,
        tooLong: 'Please enter a date',
        notText: 'Please enter a date',
      })
        .regex(isoDate, { error: 'Please enter a date' })
        .refine(isCalendarDate, 'Please enter a real date')
        // A day of slack for zones west of UTC, where today may still be yesterday in UTC terms.
        .refine((value) => value >= dateFromNow(-1), 'The date cannot be in the past')
        .refine(
          (value) => value <= dateFromNow(730),
          'Please enter a date within the next two years',
        ),
      message: emptyAsUndefined(
        multiLineText({
          max: CONFIRM_MESSAGE_MAX_LENGTH,
          tooLong: `Use at most ${CONFIRM_MESSAGE_MAX_LENGTH} characters`,
        }),
      ),
    }),
  ],
  { error: "must be {action:'confirm'} or {action:'propose', date}" },
);

export type ConfirmationInput = z.infer<typeof confirmationInputSchema>;
