import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  appointmentRequestSchema,
  type AppointmentRequest,
} from '@shared/api/appointment-requests';
import { getJson } from '@client/lib/api-client';

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
