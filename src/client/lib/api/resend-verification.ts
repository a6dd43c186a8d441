import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiErrorMessage, apiRequest } from '@client/lib/api-client';
import { toastFailure } from '@client/lib/toast-failure';

/** `POST /api/auth/resend-verification`: a new link replaces the earlier ones. */
export async function resendVerification(): Promise<void> {
  await apiRequest('POST', '/api/auth/resend-verification');
}

export function useResendVerification() {
  return useMutation({
    mutationFn: resendVerification,
    onSuccess: () =>
      toast.success('Verification e-mail sent', {
        description: 'Open the new link in your inbox. Earlier links no longer work.',
      }),
    onError: (error) =>
      toastFailure(
        error,
        'Could not send the e-mail',
        apiErrorMessage(error, 'Please try again in a moment.'),
      ),
  });
}
