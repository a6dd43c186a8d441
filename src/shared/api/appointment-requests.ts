import { z } from 'zod';
import { requestedTimeSchema } from './opening-requests';
import { errorMessage, schemaError } from './error-messages';
import { nextOpeningSchema } from './providers';
import { providerReplySchema } from './provider-replies';
import { emptyAsUndefined, multiLineText, singleLineText } from './text';

export const APPOINTMENT_STATUSES = [
  'pending',
  'submitted',
  'scheduled',
  'confirmed',
  'cancelled',
  'completed',
] as const;

export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/**
 * Where a request's best known opening comes from (docs/product.md#top-appointment-options): the
 * clinic's offered date, its waitlist estimate, an opening the clinic or its scheduling system
 * published for anyone, or the provider's wait
 * (reported, observed or listed) counted from the day the request was sent.
 */
export const OPENING_SOURCES = [
  'offered',
  'waitlist',
  'clinic',
  'scheduling',
  'reply',
  'reported',
  'observed',
  'listed',
] as const;
export type OpeningSource = (typeof OPENING_SOURCES)[number];

export const openingSchema = z.object({
  /** A calendar day, YYYY-MM-DD. */
  date: z.string(),
  source: z.enum(OPENING_SOURCES),
});

export type Opening = z.infer<typeof openingSchema>;

export const NOTES_MAX_LENGTH = 2000;
/** How far ahead an appointment may be scheduled: beyond that it is a typo, not a booking. */
export const SCHEDULE_MAX_DAYS_AHEAD = 2 * 366;

/**
 * An appointment request, with the provider as it was when the request was sent, so the family's
 * history survives the provider being edited or removed (docs/product.md#appointment-requests).
 */
export const appointmentRequestSchema = z.object({
  id: z.uuid(),
  status: z.enum(APPOINTMENT_STATUSES),
  provider: z.object({
    id: z.uuid().nullable(),
    name: z.string(),
    specialty: z.string(),
    city: z.string(),
    state: z.string(),
    phone: z.string().nullable(),
    /** The street address in one line, as it was when the request was sent; null when unknown. */
    address: z.string().nullable(),
    /** The IANA zone of the provider's location: an appointment booked without one is there. */
    timeZone: z.string().nullable(),
    /** The provider's next opening for any family (docs/product.md#next-opening), where read. */
    nextOpening: nextOpeningSchema.nullable().optional(),
  }),
  /** Days; null when the provider's wait is unknown. */
  estimatedWaitTime: z.number().int().nullable(),
  /** The insurance the clinic was asked about when the request was sent. */
  insuranceType: z.string().nullable(),
  submittedAt: z.string(),
  scheduledDate: z.string().nullable(),
  /** The zone the appointment's date and time are in (normally the provider's); null before. */
  timeZone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  /**
   * Where reminders actually go: the contact address once confirmed, else the account's own
   * (docs/product.md#reminders).
   */
  reminderEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  patientNotes: z.string().nullable(),
  /** The booked time is one the family agreed with the clinic by phone, not one it offered. */
  arrangedByPhone: z.boolean(),
  /** The provider's answer by its reply link (docs/product.md#provider-replies); else null. */
  reply: providerReplySchema.nullable(),
  /** The clinic answered since the family last looked at its requests. */
  news: z.boolean(),
  /** Who ended a cancelled request: the family, or the clinic (declined, or not taking patients). */
  cancelledBy: z.enum(['family', 'clinic', 'system']).nullable(),
  /** The best known opening; null when unknown, or when the request is no longer an option. */
  opening: openingSchema.nullable(),
  /** The clinic's published opening the family asked for with this request; null for others. */
  requestedTime: requestedTimeSchema.nullable(),
});

export type AppointmentRequest = z.infer<typeof appointmentRequestSchema>;

/** A clinic the family has to call itself: nothing was sent to it. */
export const clinicToCallSchema = z.object({
  requestId: z.uuid(),
  name: z.string(),
  phone: z.string().nullable(),
});
export type ClinicToCall = z.infer<typeof clinicToCallSchema>;

/**
 * `POST /api/appointment-requests/submit` (201): the requests made, `sent` of them e-mailed to
 * their clinic and `toCall` to clinics without an e-mail address, whom the family calls itself
 * (`toCallClinics`, with their phone numbers).
 */
export const submitResultSchema = z.object({
  submitted: z.number().int(),
  sent: z.number().int(),
  toCall: z.number().int(),
  toCallClinics: z.array(clinicToCallSchema),
  requests: z.array(appointmentRequestSchema),
});
export type SubmitResult = z.infer<typeof submitResultSchema>;

/** A phone number the family chooses to give a clinic: optional, digits and the usual marks. */
export const optionalPhoneSchema = () =>
  emptyAsUndefined(
    singleLineText({ max: 30, tooLong: errorMessage('text.useAtMost', { max: 30 }) }),
  ).refine(
    (value) => value === undefined || /^[+\d\s().-]{7,30}$/.test(value),
    schemaError('schedule.phoneInvalid'),
  );

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const DAY_MS = 86_400_000;

/** `PUT /api/appointment-requests/{id}/schedule` (docs/product.md#scheduling). */
export const scheduleInputSchema = z.object({
  scheduledDate: z.iso
    .datetime({ offset: true, ...schemaError('schedule.dateMissing') })
    .refine((value) => new Date(value).getTime() > Date.now(), schemaError('schedule.dateInPast'))
    .refine(
      (value) => new Date(value).getTime() <= Date.now() + SCHEDULE_MAX_DAYS_AHEAD * DAY_MS,
      schemaError('schedule.dateTooFar'),
    ),
  /**
   * The IANA zone the date and time were entered in, for local times in e-mails and calendars.
   * Optional: without it the appointment is in the provider's own zone.
   */
  timeZone: singleLineText({ max: 100 })
    .refine(isTimeZone, schemaError('schedule.timeZone'))
    .optional(),
  contactEmail: singleLineText({
    max: 254,
    tooLong: errorMessage('schedule.emailInvalid'),
    notText: errorMessage('schedule.emailInvalid'),
  }).pipe(z.email(schemaError('schedule.emailInvalid'))),
  contactPhone: optionalPhoneSchema(),
  patientNotes: emptyAsUndefined(
    multiLineText({
      max: NOTES_MAX_LENGTH,
      tooLong: errorMessage('text.useAtMost', { max: NOTES_MAX_LENGTH }),
    }),
  ),
  /**
   * The family already agreed this time with the clinic by phone. Without it a time may only be
   * asked for on a day the clinic offered.
   */
  arrangedByPhone: z.boolean(schemaError('schedule.arrangedByPhone')).optional(),
});

export type ScheduleInput = z.infer<typeof scheduleInputSchema>;

export const requestParamsSchema = z.object({ id: z.uuid(schemaError('fields.requestId')) });

/** `POST /api/appointment-requests/{id}/withdraw-others`: the requests it withdrew. */
export const withdrawOthersResultSchema = z.object({
  cancelled: z.array(appointmentRequestSchema),
});

export type WithdrawOthersResult = z.infer<typeof withdrawOthersResultSchema>;
