import { createEvent } from 'ics';
import { fixedT } from '@shared/i18n/fixed-t';
import type { Language } from '@shared/i18n/languages';
import { specialtyWords } from '@shared/rules/specialty-words';
import type { AppointmentRequestRow } from '@server/db/schema';
import { foldIcsLines } from './fold-ics-lines';
import { formatLocalDateTime } from '@server/domain/places/local-time';

const HOUR_MS = 60 * 60 * 1000;

// In hours: the library writes days as `-P7DT`, which RFC 5545 does not allow; `-PT168H` is valid.
const ALARM_HOURS = [7 * 24, 24] as const;

/**
 * The calendar file for a scheduled appointment (RFC 5545, built by the `ics` library): a stable
 * UID so a second download updates the same event, times in UTC, one hour long, no organizer,
 * and alarms one week and one day before while those are still ahead, like the e-mail reminders
 * (docs/product.md#reminders). TENTATIVE until the clinic confirms the time, CONFIRMED after.
 * Summary, description (the specialty included) and alarms are in the family's language.
 * DTSTAMP is the time of download.
 */
export function buildIcs(
  request: AppointmentRequestRow,
  language: Language,
  now: Date = new Date(),
): string {
  if (!request.scheduledDate) throw new Error('not scheduled');
  const t = fixedT(language, 'email');
  const start = request.scheduledDate.getTime();
  const when = formatLocalDateTime(request.scheduledDate, request.timeZone, language);
  const description = [
    t('calendar.description', {
      provider: request.providerName,
      specialty: specialtyWords(t)(request.providerSpecialty),
      when,
    }),
    request.providerPhone ? t('common.phone', { phone: request.providerPhone }) : null,
    request.patientNotes ? t('calendar.notes', { notes: request.patientNotes }) : null,
  ]
    .filter(Boolean)
    .join('\n');
  const { error, value } = createEvent({
    uid: `appointment-${request.id}@autism-care-finder`,
    productId: 'autism-care-finder',
    method: 'PUBLISH',
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: start + HOUR_MS,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: t('calendar.title', { provider: request.providerName }),
    location: request.providerAddress ?? `${request.providerCity}, ${request.providerState}`,
    description,
    // Until the clinic confirms, the family only asked for this time.
    status:
      request.status === 'confirmed' || request.status === 'completed' ? 'CONFIRMED' : 'TENTATIVE',
    // Only alarms still ahead: a week's alarm for an appointment three days away would ring now.
    alarms: ALARM_HOURS.filter((hours) => start - hours * HOUR_MS > now.getTime()).map((hours) => ({
      action: 'display' as const,
      description: hours === 24 ? t('calendar.alarmDay') : t('calendar.alarmWeek'),
      trigger: { hours, before: true },
    })),
  });
  if (error || !value) throw error ?? new Error('calendar file could not be built');
  return foldIcsLines(value);
}
