import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { schedulingLinkStatusSchema } from '@shared/api/scheduling-links';
import { apiRequest, getJson } from '@client/lib/api-client';

// A provider's scheduling link at one endpoint: the admin's (/api/admin/providers/{id}/...) or the
// clinic's (/api/clinic/listings/{providerId}/...), which answer alike.

/** While a read is underway, the status is asked again this often. */
const POLL_MS = 2000;

export const schedulingLinkKey = (endpoint: string) => ['scheduling-link', endpoint] as const;

/** `GET endpoint`; polled while the server says a read is due or running. */
export function useSchedulingLinkStatus(endpoint: string) {
  return useQuery({
    queryKey: schedulingLinkKey(endpoint),
    queryFn: async () => schedulingLinkStatusSchema.parse(await getJson(endpoint)),
    refetchInterval: (query) => (query.state.data?.link?.reading ? POLL_MS : false),
  });
}

/** `PUT endpoint` `{ url }` (null disconnects): 202 with the status. */
export function useSetSchedulingLink(endpoint: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (url: string | null) => {
      const response = await apiRequest('PUT', endpoint, { url });
      return schedulingLinkStatusSchema.parse(await response.json());
    },
    onSuccess: async (status) => {
      // A read of the status sent before this answer must not land after it.
      await queryClient.cancelQueries({ queryKey: schedulingLinkKey(endpoint) });
      queryClient.setQueryData(schedulingLinkKey(endpoint), status);
    },
  });
}
