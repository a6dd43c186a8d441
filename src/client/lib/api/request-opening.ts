import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  appointmentRequestSchema,
  type AppointmentRequest,
} from '@shared/api/appointment-requests';
import { providerOpeningsSchema, type ProviderOpenings } from '@shared/api/opening-requests';
import { apiRequest, getJson } from '@client/lib/api-client';
import { APPOINTMENT_REQUESTS_KEY } from '@client/lib/api/query-keys';

// A provider's published openings and asking for one: used on cards, popups and Top Options, so
// they live in lib/.

const openingsKey = (providerId: string) => ['/api/providers', providerId, 'openings'] as const;

/** `GET /api/providers/{id}/openings`: the times a family may ask for now. */
export const providerOpeningsQueryOptions = (providerId: string) =>
  queryOptions({
    queryKey: openingsKey(providerId),
    queryFn: async (): Promise<ProviderOpenings> =>
      providerOpeningsSchema.parse(
        await getJson(`/api/providers/${encodeURIComponent(providerId)}/openings`),
      ),
  });

export const useProviderOpenings = (providerId: string, enabled = true) =>
  useQuery({ ...providerOpeningsQueryOptions(providerId), enabled });

/** `POST /api/openings/{openingId}/requests` (201): the request made, the time held for it. */
export async function requestOpening(openingId: string): Promise<AppointmentRequest> {
  const response = await apiRequest(
    'POST',
    `/api/openings/${encodeURIComponent(openingId)}/requests`,
  );
  return appointmentRequestSchema.parse(await response.json());
}

/**
 * Asking for an opening. `done` is told the outcome even when the button that asked is gone by
 * then (the card redraws as the family's requests reload), so its toast always shows.
 */
export function useRequestOpening(
  providerId: string,
  done: { onSuccess: (request: AppointmentRequest) => void; onError: (error: Error) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestOpening,
    onSuccess: done.onSuccess,
    onError: done.onError,
    // Whether it went or another family won the time, both lists have changed.
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: APPOINTMENT_REQUESTS_KEY }),
        queryClient.invalidateQueries({ queryKey: openingsKey(providerId) }),
      ]);
    },
  });
}
