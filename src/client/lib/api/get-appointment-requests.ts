import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  appointmentRequestSchema,
  type AppointmentRequest,
  type Opening,
} from '@shared/api/appointment-requests';
import type { RequestedTime } from '@shared/api/opening-requests';
import { isOpen } from '@shared/rules/request-status';
import { useLocale } from '@client/i18n/use-locale';
import { getJson } from '@client/lib/api-client';
import { formatDay } from '@shared/rules/intl-formats';

// Requests are read by the appointments page and the provider page ('Top Appointment Options'),
// so their query lives in lib/.

const requestsSchema = z.array(appointmentRequestSchema);

/** `GET /api/appointment-requests`: the family's own requests, soonest first. */
export async function getAppointmentRequests(): Promise<AppointmentRequest[]> {
  return requestsSchema.parse(await getJson('/api/appointment-requests'));
}

/**
 * Clinics change requests while the family is away: besides the live stream (live-requests.ts),
 * coming back to the tab or back online reads them again.
 */
export const appointmentRequestsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/appointment-requests'],
    queryFn: getAppointmentRequests,
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
  });

export function useAppointmentRequests() {
  return useQuery(appointmentRequestsQueryOptions());
}

/**
 * 'Requested 4 March 2027' for each provider the family has an open request with (asking again is
 * refused); a request never sent says so instead, with the number to call and the day the family
 * saved it ('Not sent: call (404) 555-0100 (saved 4 March 2027)'). Read from the requests the page has loaded anyway; a list reads it once for all its
 * cards, so the requests arriving do not redraw every card.
 */
export function useRequestedLabels(): ReadonlyMap<string, string> {
  const { t } = useTranslation('requests');
  const locale = useLocale();
  const { data } = useAppointmentRequests();
  return useMemo(() => {
    const labels = new Map<string, string>();
    for (const request of data ?? []) {
      const providerId = request.provider.id;
      // A provider since removed from the directory has no id, and no card to label.
      if (providerId === null || !isOpen(request.status) || labels.has(providerId)) continue;
      // The day in the one format every screen uses for dates: '26 November 2026'.
      const day = formatDay(request.submittedAt, locale);
      const phone = request.provider.phone;
      labels.set(
        providerId,
        request.status !== 'pending'
          ? t('requestedOn', { date: day })
          : phone
            ? t('notSentOn', { phone, date: day })
            : t('notSentNoPhoneOn', { date: day }),
      );
    }
    return labels;
  }, [data, locale, t]);
}

/**
 * The best known opening of the family's open request to each provider that has one, so every
 * screen showing that provider states the same opening (`familyOpening`). Read once for a list.
 */
export function useRequestOpenings(): ReadonlyMap<string, Opening> {
  const { data } = useAppointmentRequests();
  return useMemo(() => {
    const openings = new Map<string, Opening>();
    for (const request of data ?? []) {
      const providerId = request.provider.id;
      if (providerId === null || !isOpen(request.status) || request.opening === null) continue;
      if (!openings.has(providerId)) openings.set(providerId, request.opening);
    }
    return openings;
  }, [data]);
}

/** The same for one provider, or null. */
export function useRequestedLabel(providerId: string): string | null {
  return useRequestedLabels().get(providerId) ?? null;
}

/**
 * The published time the family asked for with its open request to each provider, if it asked
 * for one, so the card says what became of it. Read once for a list.
 */
export function useRequestedTimes(): ReadonlyMap<string, RequestedTime> {
  const { data } = useAppointmentRequests();
  return useMemo(() => {
    const times = new Map<string, RequestedTime>();
    for (const request of data ?? []) {
      const providerId = request.provider.id;
      if (providerId === null || !isOpen(request.status) || request.requestedTime === null)
        continue;
      if (!times.has(providerId)) times.set(providerId, request.requestedTime);
    }
    return times;
  }, [data]);
}
