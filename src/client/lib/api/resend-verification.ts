import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { i18n } from '@client/i18n/i18n';
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
      toast.success(i18n.t('common:verifyBanner.sent'), {
        description: i18n.t('common:verifyBanner.sentDescription'),
      }),
    onError: (error) =>
      toastFailure(
        error,
        i18n.t('common:verifyBanner.notSent'),
        apiErrorMessage(error, i18n.t('common:verifyBanner.notSentDescription')),
      ),
  });
}
