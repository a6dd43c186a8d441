import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/button';
import { apiErrorMessage } from '@client/lib/api-client';
import { useResendVerification } from './api/resend-verification';

/**
 * 'Send the link again' for an address that has not been confirmed: on the page after sign-up,
 * and under the sign-in form when the password of such an address was given. The outcome is
 * announced where the button is.
 */
export function ResendLink({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const resend = useResendVerification();
  return (
    <div className="grid gap-2">
      <Button
        type="button"
        variant="outline"
        size="touch"
        disabled={resend.isPending}
        onClick={() => resend.mutate(email)}
      >
        {resend.isPending ? t('resend.sending') : t('resend.button')}
      </Button>
      <p role="status" className="text-sm">
        {resend.isSuccess ? t('resend.sent', { email }) : null}
      </p>
      {resend.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {apiErrorMessage(resend.error, t('form.failed'))}
        </p>
      ) : null}
    </div>
  );
}
