import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  appointmentRequestSchema,
  type AppointmentRequest,
} from '@shared/api/appointment-requests';
import { isOpen } from '@shared/rules/request-status';
import { useLocale } from '@client/i18n/use-locale';
import { getJson } from '@client/lib/api-client';
import { dateTimeFormat } from '@shared/rules/intl-formats';

// Requests are read by the appointments page and the provider page ('Top Appointment Options'),
// so their query lives in lib/.

const requestsSchema = z.array(appointmentRequestSchema);

/** `GET /api/appointment-requests`: the family's own requests, soonest first. */
export async function getAppointmentRequests(): Promise<AppointmentRequest[]> {
  return requestsSchema.parse(await getJson('/api/appointment-requests'));
}

export const appointmentRequestsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/appointment-requests'], queryFn: getAppointmentRequests });

export function useAppointmentRequests() {
  return useQuery(appointmentRequestsQueryOptions());
}

/**
 * 'Requested Mar 4' when the family has an open request with this provider (asking again is
 * refused), else null. Read from the requests the page has loaded anyway.
 */
export function useRequestedLabel(providerId: string): string | null {
  const { t } = useTranslation('requests');
  const locale = useLocale();
  const { data } = useAppointmentRequests();
  const open = data?.find(
    (request) => request.provider.id === providerId && isOpen(request.status),
  );
  if (!open) return null;
  const date = dateTimeFormat(locale, { month: 'short', day: 'numeric' });
  return t('requestedOn', { date: date.format(new Date(open.submittedAt)) });
}
