import { zoneName } from '@shared/rules/zoned-time';

/**
 * The booked instant as the clinic's e-mail words it, in the reader's locale and the
 * appointment's zone: 'Wednesday, March 3, 2027 at 2:30 PM MST', 'miércoles, 3 de marzo de 2027,
 * 2:30 p.m. MST'. The zone's name is added because staff may read it from another zone.
 */
export function formatAppointmentTime(
  isoInstant: string,
  timeZone: string | null,
  locale: string,
): string {
  const at = new Date(isoInstant);
  const dateTime = new Intl.DateTimeFormat(locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: timeZone ?? 'UTC',
  }).format(at);
  return `${dateTime} ${timeZone ? zoneName(timeZone, at, 'short', locale) : 'UTC'}`;
}
