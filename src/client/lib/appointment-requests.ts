import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  appointmentRequestSchema,
  type AppointmentRequest,
} from '@shared/api/appointment-requests';
import { apiRequest, getJson, isUnauthorizedError } from '@client/lib/api-client';
import { careBasketQueryOptions } from '@client/lib/care-basket';
import { handleSignedOut } from '@client/lib/signed-out';

// Requests are read by the appointments page and the provider page ('Top Appointment Options'),
// and created from the basket sheet and the basket page, so their data layer lives here.

const requestsSchema = z.array(appointmentRequestSchema);

/** `GET /api/appointment-requests`: the family's own requests, scheduled first. */
export async function getAppointmentRequests(): Promise<AppointmentRequest[]> {
  return requestsSchema.parse(await getJson('/api/appointment-requests'));
}

export const appointmentRequestsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/appointment-requests'], queryFn: getAppointmentRequests });

export function useAppointmentRequests() {
  return useQuery(appointmentRequestsQueryOptions());
}

/** `POST /api/appointment-requests/submit`: every basket item becomes a request. */
export async function submitRequests(): Promise<{ submitted: number }> {
  return (await apiRequest('POST', '/api/appointment-requests/submit')).json();
}

// The submission toasts are worded differently on the provider page's sheet and the basket page
// (docs/product.md#toasts).
const SUBMIT_TOASTS = {
  sheet: {
    success: ['Requests Submitted', 'Your appointment requests have been submitted successfully.'],
    failure: 'Failed to submit appointment requests.',
  },
  page: {
    success: ['Requests submitted', 'Your appointment requests have been submitted successfully'],
    failure: 'Failed to submit appointment requests',
  },
} as const;

/** After a submit the basket and the requests refresh and a success toast shows. */
export function useSubmitRequests(
  variant: 'sheet' | 'page',
  options: { onSuccess?: () => void } = {},
) {
  const queryClient = useQueryClient();
  const texts = SUBMIT_TOASTS[variant];
  return useMutation({
    mutationFn: submitRequests,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: careBasketQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: appointmentRequestsQueryOptions().queryKey }),
      ]);
      toast.success(texts.success[0], { description: texts.success[1] });
      options.onSuccess?.();
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return handleSignedOut();
      toast.error('Error', { description: texts.failure });
    },
  });
}
