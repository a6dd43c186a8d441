import { z } from 'zod';
import { schemaError } from './error-messages';
import { singleLineText } from './text';

// A clinic's SMART Scheduling Links publisher, connected to a listing by an admin or the clinic
// (docs/product.md#scheduling-links), and what its reads found.

export const SCHEDULING_READ_OUTCOMES = ['ok', 'not_modified', 'failed'] as const;
export type SchedulingReadOutcome = (typeof SCHEDULING_READ_OUTCOMES)[number];

/** Why a read failed, as a code the pages put in words. */
export const SCHEDULING_FAILURES = [
  'timeout',
  'rate-limited',
  'unreachable',
  'refused',
  'other-origin',
  'not-found',
  'server-error',
  'bad-manifest',
  'too-large',
] as const;
export type SchedulingFailure = (typeof SCHEDULING_FAILURES)[number];

/** What the last full read of a publisher found. */
export const schedulingReadCountsSchema = z.object({
  locations: z.number().int(),
  /** Locations written onto a listing: by NPI or by address. */
  matched: z.number().int(),
  /** Locations matching no listing this link may write onto. */
  unmatched: z.number().int(),
  schedules: z.number().int(),
  /** Free, future slots kept as openings. */
  slotsKept: z.number().int(),
  busySkipped: z.number().int(),
  pastSkipped: z.number().int(),
  /** Lines that were not JSON, or not a resource we could read. */
  badLines: z.number().int(),
  /** Slots beyond the most one link may keep, not read. */
  overCap: z.number().int(),
});
export type SchedulingReadCounts = z.infer<typeof schedulingReadCountsSchema>;

/** An http(s) address, no credentials; the server also judges where it leads. */
export function isSchedulingUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.hostname !== '' &&
    url.username === '' &&
    url.password === ''
  );
}

/** `PUT .../scheduling-link`: the manifest's address, or null to disconnect. */
export const schedulingLinkInputSchema = z.object({
  url: singleLineText({ max: 1000 })
    .refine(isSchedulingUrl, schemaError('scheduling.url'))
    .nullable(),
});
export type SchedulingLinkInput = z.input<typeof schedulingLinkInputSchema>;

/** The connected link and its reads; `link` is null when none is connected. */
export const schedulingLinkStatusSchema = z.object({
  link: z
    .object({
      url: z.string(),
      connectedAt: z.string(),
      lastAttemptAt: z.string().nullable(),
      lastSuccessAt: z.string().nullable(),
      lastOutcome: z.enum(SCHEDULING_READ_OUTCOMES).nullable(),
      lastFailure: z.enum(SCHEDULING_FAILURES).nullable(),
      retryNotBefore: z.string().nullable(),
      counts: schedulingReadCountsSchema.nullable(),
      /** Openings it currently holds (future ones). */
      openings: z.number().int(),
      /** A read is due or running now (asked for, or on the schedule). */
      reading: z.boolean(),
    })
    .nullable(),
});
export type SchedulingLinkStatus = z.infer<typeof schedulingLinkStatusSchema>;

/** `/api/clinic/listings/{providerId}/...` and `/api/admin/providers/{id}/...`. */
export const listingParamsSchema = z.object({
  providerId: z.uuid(schemaError('scheduling.providerId')),
});
export const adminProviderParamsSchema = z.object({
  id: z.uuid(schemaError('scheduling.providerId')),
});
