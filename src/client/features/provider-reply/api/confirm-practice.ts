import { useMutation } from '@tanstack/react-query';
import type { PracticeFactsInput } from '@shared/api/practice-facts';
import { replyPracticeSchema, type ReplyPractice } from '@shared/api/provider-replies';
import { apiRequest } from '@client/lib/api-client';

/** `PUT /api/provider-replies/{token}/practice`: the clinic's ages, languages and telehealth. */
export async function confirmPractice(
  token: string,
  facts: PracticeFactsInput,
): Promise<ReplyPractice> {
  const path = `/api/provider-replies/${encodeURIComponent(token)}/practice`;
  const response = await apiRequest('PUT', path, facts);
  return replyPracticeSchema.parse(await response.json());
}

export const useConfirmPractice = (token: string) =>
  useMutation({ mutationFn: (facts: PracticeFactsInput) => confirmPractice(token, facts) });
