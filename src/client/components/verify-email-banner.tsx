import { MailWarning } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { useCurrentUser } from '@client/lib/session-user';

/**
 * Until the family's address is confirmed, nothing is sent on its behalf. Every signed-in page
 * says so under the header. Only an OpenID account can be signed in unconfirmed (a built-in
 * account signs in once its link is opened), and its issuer alone can confirm it.
 */
export function VerifyEmailBanner() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
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
      </div>
    </section>
  );
}
