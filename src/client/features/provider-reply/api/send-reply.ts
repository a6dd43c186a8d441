import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReplyInput } from '@shared/api/provider-replies';
import { apiRequest } from '@client/lib/api-client';
import { replyFormQueryOptions } from './get-reply-form';

/** `POST /api/provider-replies/{token}`: 204 once; 410 when the link is spent or expired. */
export async function sendReply(token: string, reply: ReplyInput): Promise<void> {
  await apiRequest('POST', `/api/provider-replies/${encodeURIComponent(token)}`, reply);
}

export function useSendReply(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply: ReplyInput) => sendReply(token, reply),
    // The link is spent now: asking again would answer 410, so the cached form is dropped.
    onSuccess: () => queryClient.removeQueries({ queryKey: replyFormQueryOptions(token).queryKey }),
  });
}
