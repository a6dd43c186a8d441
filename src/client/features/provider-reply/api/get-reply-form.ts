import { queryOptions, useQuery } from '@tanstack/react-query';
import { replyFormSchema, type ReplyForm } from '@shared/api/provider-replies';
import { getJson } from '@client/lib/api-client';

/** `GET /api/provider-replies/{token}`: the request a reply link answers. */
export async function getReplyForm(token: string): Promise<ReplyForm> {
  return replyFormSchema.parse(
    await getJson<ReplyForm>(`/api/provider-replies/${encodeURIComponent(token)}`),
  );
}

export const replyFormQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['/api/provider-replies', token], queryFn: () => getReplyForm(token) });

export const useReplyForm = (token: string) => useQuery(replyFormQueryOptions(token));
