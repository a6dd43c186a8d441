import { MailWarning } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/button';
import { useCurrentUser } from '@client/lib/api/get-current-user';
import { useResendVerification } from '@client/lib/api/resend-verification';

/**
 * Until the family confirms its address, nothing is sent on its behalf. Every signed-in page says
 * so under the header and offers a new link.
 */
export function VerifyEmailBanner() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const resend = useResendVerification();
  if (!user || user.emailVerified) return null;
  return (
    <section
      aria-label={t('verifyBanner.label')}
      className="border-b border-amber-300 bg-amber-50 text-amber-950"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center">
        <MailWarning aria-hidden="true" className="hidden size-5 shrink-0 sm:block" />
        <p className="flex-1 text-sm">
          {user.email ? (
            <Trans
              t={t}
              i18nKey="verifyBanner.textWithEmail"
              values={{ email: user.email }}
              components={{ email: <span className="break-all" /> }}
            />
          ) : (
            t('verifyBanner.text')
          )}
        </p>
        <Button
          variant="outline"
          className="h-11 shrink-0 border-amber-400 bg-white"
          disabled={resend.isPending}
          onClick={() => resend.mutate()}
        >
          {resend.isPending ? t('verifyBanner.sending') : t('verifyBanner.resend')}
        </Button>
      </div>
    </section>
  );
}
