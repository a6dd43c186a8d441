import { languageFromAcceptLanguage } from '@shared/i18n/accept-language';
import { isLanguage, LANGUAGE_COOKIE as COOKIE, type Language } from '@shared/i18n/languages';

// The language a visitor chose, kept in a cookie so the landing page, the sign-in page and a new
// account all follow it before anyone is signed in. The server reads the same cookie.
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function chosenLanguage(): Language | null {
  const value = document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);
  return isLanguage(value) ? value : null;
}

export function rememberLanguage(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COOKIE}=${language}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
}

/** A first visit follows the browser's languages, the same list it sends as Accept-Language. */
export const initialLanguage = (): Language =>
  chosenLanguage() ?? languageFromAcceptLanguage(navigator.languages.join(','));
