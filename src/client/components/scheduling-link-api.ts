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

/** A read takes at most a minute and a half; after two the page stops waiting for it. */
const MOST_WAIT_MS = 2 * 60_000;

/**
 * Whether the read asked for at `since` has not happened yet: not while the publisher's
 * Retry-After holds it back, and not for ever.
 */
export function readPending(
  status: SchedulingLinkStatus | undefined,
  since: number | null,
  now = Date.now(),
) {
  if (since === null || !status?.link || now - since > MOST_WAIT_MS) return false;
  const { lastAttemptAt, retryNotBefore } = status.link;
  if (retryNotBefore && Date.parse(retryNotBefore) > since) return false;
  return lastAttemptAt === null || Date.parse(lastAttemptAt) < since;
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
