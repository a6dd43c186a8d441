import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@client/lib/toast';
import { LANGUAGE_NAMES, type Language } from '@shared/i18n/languages';
import { Button } from '@client/components/ui/button';
import { showLanguage } from '@client/i18n/i18n';
import { useLanguage } from '@client/i18n/use-locale';
import { rememberLanguage } from '@client/i18n/language-choice';
import { apiRequest, isUnauthorizedError } from '@client/lib/api-client';
import { useCurrentUser, useSession } from '@client/lib/session-user';
import { handleSignedOut } from '@client/lib/signed-out';

/**
 * 'Español' while the page is English, 'English' while it is Spanish: each named in itself, so a
 * parent finds their language whatever the page is in. Kept in a cookie, and on the account when
 * signed in (its e-mails follow).
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const session = useSession();
  const other: Language = useLanguage() === 'en' ? 'es' : 'en';

  // Not through the query cache: the landing page's script goes without it.
  const save = (language: Language) =>
    apiRequest('PUT', '/api/account/language', { language }).catch((error: unknown) => {
      if (isUnauthorizedError(error)) return handleSignedOut();
      toast.error(t('languageSwitch.notSaved'));
      void session.reload();
    });

  const choose = () => {
    rememberLanguage(other);
    void showLanguage(other);
    if (user) {
      session.set({ ...user, language: other });
      void save(other);
    }
  };

  return (
    <Button
      variant="ghost"
      size="custom"
      className="h-10 shrink-0 gap-2 px-2 py-2 text-sm sm:px-3"
      lang={other}
      onClick={choose}
    >
      <Languages aria-hidden="true" className="max-sm:hidden" />
      {LANGUAGE_NAMES[other]}
    </Button>
  );
}
