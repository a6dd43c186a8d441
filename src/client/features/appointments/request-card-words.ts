import type { TFunction } from 'i18next';
import type { AppointmentRequest } from '@shared/api/appointment-requests';
import { formatDayAndTime, formatZoneName, readerTimeZone } from '@shared/rules/intl-formats';
import type { RequestStage } from '@shared/rules/request-stage';
import type { BadgeProps } from '@client/components/ui/badge';

// A request card's words: its stage, why it ended, when the appointment is.

/** The badge's colour for where the request is at. */
export const STAGE_BADGE: Record<RequestStage, BadgeProps['variant']> = {
  not_sent: 'outline',
  requested: 'secondary',
  day_offered: 'secondary',
  waitlist: 'secondary',
  waiting_for_clinic: 'waiting',
  arranged_by_phone: 'secondary',
  confirmed: 'default',
  cancelled: 'destructive',
  completed: 'outline',
};

type RequestsT = TFunction<'requests'>;

/** The badge's word for where the request is at; the badge capitalises it. */
export function stageWord(stage: RequestStage, t: RequestsT): string {
  switch (stage) {
    case 'not_sent':
      return t('stage.notSent');
    case 'requested':
      return t('stage.requested');
    case 'day_offered':
      return t('stage.dayOffered');
    case 'waitlist':
      return t('stage.waitlist');
    case 'waiting_for_clinic':
      return t('stage.waitingForClinic');
    case 'arranged_by_phone':
      return t('stage.arrangedByPhone');
    case 'confirmed':
      return t('stage.confirmed');
    case 'cancelled':
      return t('stage.cancelled');
    case 'completed':
      return t('stage.completed');
  }
}

/** Why a cancelled request ended, in the family's terms. */
export function cancelledByWords(by: NonNullable<AppointmentRequest['cancelledBy']>, t: RequestsT) {
  switch (by) {
    case 'family':
      return t('card.closedByFamily');
    case 'clinic':
      return t('card.closedByClinic');
    case 'system':
      return t('card.closedBySystem');
  }
}

/**
 * '3 March 2027 at 2:30 PM', in the appointment's zone, written as the card's other dates are, and
 * with that zone's short name ('MST') when it is not the reader's own.
 */
export function formatAppointment(iso: string, timeZone: string | null, locale: string): string {
  const text = formatDayAndTime(iso, locale, timeZone ?? undefined);
  if (!timeZone || timeZone === readerTimeZone()) return text;
  return `${text} ${formatZoneName(timeZone, new Date(iso), 'short', locale)}`;
}
