import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';

/** `POST /api/clinic/sign-in`: the same answer whether or not the address keeps a listing. */
export async function requestSignInLink(email: string): Promise<void> {
  await apiRequest('POST', '/api/clinic/sign-in', { email });
}

export function useRequestSignInLink() {
  return useMutation({ mutationFn: requestSignInLink });
}
