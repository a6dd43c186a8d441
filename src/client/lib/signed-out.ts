import { toast } from '@client/lib/toast';
import { i18n } from '@client/i18n/i18n';

export const LOGIN_URL = '/api/login';
const REDIRECT_DELAY_MS = 500;

/**
 * When the session is gone, say so and send the browser to sign in 500 ms later, so the reader
 * sees why the page changes (docs/product.md#signed-out).
 * `navigate` is replaceable for tests.
 */
export function handleSignedOut(
  navigate: (url: string) => void = (url) => window.location.assign(url),
): void {
  toast.error(i18n.t('common:signedOut.title'), {
    description: i18n.t('common:signedOut.description'),
  });
  setTimeout(() => navigate(LOGIN_URL), REDIRECT_DELAY_MS);
}
