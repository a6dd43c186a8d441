import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  schedulingLinkStatusSchema,
  type SchedulingLinkStatus,
} from '@shared/api/scheduling-links';
import { apiRequest, getJson } from '@client/lib/api-client';

// A provider's scheduling link at one endpoint: the admin's (/api/admin/providers/{id}/...) or the
// clinic's (/api/clinic/listings/{providerId}/...), which answer alike.

/** While a read is awaited, the status is asked again this often. */
const POLL_MS = 2000;

export const schedulingLinkKey = (endpoint: string) => ['scheduling-link', endpoint] as const;

/** `GET endpoint`; polled while `awaitingSince` names a read not yet attempted. */
export function useSchedulingLinkStatus(endpoint: string, awaitingSince: number | null) {
  return useQuery({
    queryKey: schedulingLinkKey(endpoint),
    queryFn: async () => schedulingLinkStatusSchema.parse(await getJson(endpoint)),
    refetchInterval: (query) => (readPending(query.state.data, awaitingSince) ? POLL_MS : false),
  });
}

/** Whether the read asked for at `since` has not happened yet. */
export function readPending(status: SchedulingLinkStatus | undefined, since: number | null) {
  if (since === null || !status?.link) return false;
  const attempted = status.link.lastAttemptAt;
  return attempted === null || Date.parse(attempted) < since;
}

/** `PUT endpoint` `{ url }` (null disconnects): 202 with the status. */
export function useSetSchedulingLink(endpoint: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (url: string | null) => {
      const response = await apiRequest('PUT', endpoint, { url });
      return schedulingLinkStatusSchema.parse(await response.json());
    },
    onSuccess: (status) => queryClient.setQueryData(schedulingLinkKey(endpoint), status),
  });
}
