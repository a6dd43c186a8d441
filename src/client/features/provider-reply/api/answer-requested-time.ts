import { useMutation } from '@tanstack/react-query';
import type { OpeningAnswer } from '@shared/api/opening-requests';
import { apiRequest } from '@client/lib/api-client';

/** `POST /api/provider-replies/{token}/opening`: 204; 409 once the time is no longer held. */
export async function answerRequestedTime(token: string, answer: OpeningAnswer): Promise<void> {
  await apiRequest('POST', `/api/provider-replies/${encodeURIComponent(token)}/opening`, answer);
}

export const useAnswerRequestedTime = (token: string) =>
  useMutation({ mutationFn: (answer: OpeningAnswer) => answerRequestedTime(token, answer) });
