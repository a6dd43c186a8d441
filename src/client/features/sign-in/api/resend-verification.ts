import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';

/**
 * `POST /api/auth/resend-verification`: a new link, replacing the earlier ones, for an address
 * that signed up and is not confirmed yet; the same answer for any other address.
 */
export async function resendVerification(email: string): Promise<void> {
  await apiRequest('POST', '/api/auth/resend-verification', { email });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
