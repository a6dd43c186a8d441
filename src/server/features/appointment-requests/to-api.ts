import type { AppointmentRequest } from '@shared/api/appointment-requests';
import type { ProviderReply } from '@shared/api/provider-replies';
import type { NextOpening } from '@shared/api/providers';
import type { WaitEstimate } from '@shared/rules/wait-estimate';
import type { AppointmentRequestRow } from '@server/db/schema';
import { storedReplyOf } from '@server/domain/replies/stored-reply';
import { openingOf } from './opening-of';
import { requestedTimeOf } from './openings/requested-time';

/** The clinic's answer as the family sees it, or null before it answered. */
export function toApiReply(row: AppointmentRequestRow): ProviderReply | null {
  if (!row.repliedAt || !row.replyAnswer) return null;
  return {
    ...storedReplyOf(row),
    answer: row.replyAnswer,
    acceptingNewPatients: row.replyAcceptingNewPatients ?? row.replyAnswer !== 'not_accepting',
    repliedAt: row.repliedAt.toISOString(),
  };
}

const UNKNOWN_WAIT: WaitEstimate = { days: null, source: null };

/**
 * A stored request as the family sees it, with where its reminders go when it has a date, and its
 * best known opening given the provider's current wait.
 */
export function toApiRequest(
  row: AppointmentRequestRow,
  reminderEmail: string | null = null,
  seenAt: Date | null = null,
  providerWait: WaitEstimate = UNKNOWN_WAIT,
  providerNext?: NextOpening | null,
): AppointmentRequest {
  return {
    id: row.id,
    status: row.status,
    provider: {
      id: row.providerId,
      name: row.providerName,
      specialty: row.providerSpecialty,
      city: row.providerCity,
      state: row.providerState,
      phone: row.providerPhone,
      address: row.providerAddress,
      timeZone: row.providerTimeZone,
      ...(providerNext !== undefined && { nextOpening: providerNext }),
    },
    estimatedWaitTime: row.estimatedWaitTime,
    insuranceType: row.insuranceType,
    submittedAt: row.submittedAt.toISOString(),
    scheduledDate: row.scheduledDate?.toISOString() ?? null,
    timeZone: row.timeZone,
    contactEmail: row.contactEmail,
    reminderEmail: row.scheduledDate ? reminderEmail : null,
    contactPhone: row.contactPhone,
    patientNotes: row.patientNotes,
    arrangedByPhone: row.arrangedByPhone,
    reply: toApiReply(row),
    cancelledBy: row.status === 'cancelled' ? row.cancelledBy : null,
    news: row.newsAt !== null && (seenAt === null || row.newsAt > seenAt),
    opening: openingOf(row, providerWait, providerNext ?? null),
    requestedTime: requestedTimeOf(row),
  };
}
