import { useEffect } from 'react';
import type { CurrentUser } from '@shared/api/auth';
import { activeLanguage, showLanguage } from './i18n';
import { rememberLanguage } from './language-choice';

/**
 * Signed in, the account's language wins (the e-mails follow it too); the cookie takes it over so
 * the landing page after signing out stays in it.
 */
export function useAccountLanguage(user: CurrentUser | null): void {
  const language = user?.language;
  useEffect(() => {
    if (!language || language === activeLanguage()) return;
    rememberLanguage(language);
    void showLanguage(language);
  }, [language]);
}
