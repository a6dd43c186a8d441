import { z } from 'zod';
import { optionalTimeOfDay, upcomingCalendarDate } from './calendar-date';
import { errorMessage, schemaError } from './error-messages';
import { familyFactsSchema } from './provider-replies';
import { emptyAsUndefined, multiLineText, singleLineText } from './text';

export const CONFIRM_MESSAGE_MAX_LENGTH = 1000;

/** The token in a clinic's confirm link: 43 base64url characters (256 bits). */
export const confirmTokenParamsSchema = z.object({
  token: singleLineText({
    max: 43,
    notText: errorMessage('confirm.linkMalformed'),
    trim: false,
  }).regex(/^[\w-]{43}$/, schemaError('confirm.linkMalformed')),
});

/**
 * `GET /api/provider-confirmations/{token}`: what the clinic's confirm page shows: its own name,
 * the booked instant and the zone it is in, the family's facts and the notes it wrote for the
 * clinic with the booking. Nothing else about the family.
 */
export const confirmationFormSchema = z.object({
  providerName: z.string(),
  scheduledDate: z.string(),
  timeZone: z.string().nullable(),
  /** '3 March 2027 at 2:30 PM EST', in the appointment's zone. */
  localTime: z.string(),
  family: familyFactsSchema,
  /** 'Notes for Provider' from the booking; null when the family wrote none. */
  notes: z.string().nullable(),
});

export type ConfirmationForm = z.infer<typeof confirmationFormSchema>;

/** `POST /api/provider-confirmations/{token}`: confirm the date, or propose another day. */
export const confirmationInputSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('confirm') }),
    z.object({
      action: z.literal('propose'),
      date: upcomingCalendarDate({
        missing: errorMessage('confirm.dateMissing'),
        past: errorMessage('confirm.dateInPast'),
      }),
      /** A time on that day, in the clinic's local time; optional. */
      time: optionalTimeOfDay(errorMessage('confirm.time')),
      message: emptyAsUndefined(
        multiLineText({
          max: CONFIRM_MESSAGE_MAX_LENGTH,
          tooLong: errorMessage('text.useAtMost', { max: CONFIRM_MESSAGE_MAX_LENGTH }),
        }),
      ),
    }),
  ],
  schemaError('confirm.action'),
);

export type ConfirmationInput = z.infer<typeof confirmationInputSchema>;
