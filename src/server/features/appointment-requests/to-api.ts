import type { AppointmentRequest } from '@shared/api/appointment-requests';
import type { AppointmentRequestRow } from '@server/db/schema';

/** A stored request as the family sees it, with where its reminders go when it has a date. */
export function toApiRequest(
  row: AppointmentRequestRow,
  reminderEmail: string | null = null,
  seenAt: Date | null = null,
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
      timeZone: row.providerTimeZone,
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
    reply:
      row.repliedAt && row.replyEarliestDate && row.replyAcceptingNewPatients !== null
        ? {
            earliestDate: row.replyEarliestDate,
            acceptingNewPatients: row.replyAcceptingNewPatients,
            insuranceAccepted: row.replyInsuranceAccepted,
            message: row.replyMessage,
            repliedAt: row.repliedAt.toISOString(),
          }
        : null,
    news: row.newsAt !== null && (seenAt === null || row.newsAt > seenAt),
  };
}
