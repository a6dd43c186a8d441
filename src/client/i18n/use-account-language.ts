import { useEffect } from 'react';
import type { CurrentUser } from '@shared/api/auth';
import { activeLanguage, showLanguage } from './i18n';
import { initialLanguage, rememberLanguage } from './language-choice';

/**
 * Signed in, the account's language wins (the e-mails follow it too); the cookie takes it over so
 * the landing page after signing out stays in it.
 */
export function useAccountLanguage(user: CurrentUser | null): void {
  const language = user?.language;
  useEffect(() => {
    if (!language) return;
    // Only when signing out would otherwise show another language: a cookie nobody needs stays unset.
    if (language !== initialLanguage()) rememberLanguage(language);
    if (language !== activeLanguage()) void showLanguage(language);
  }, [language]);
}
