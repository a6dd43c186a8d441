import { apiRequest } from '@client/lib/api-client';

// Posted once per token and page load: the link is single use and the page may mount twice.
const posted = new Map<string, Promise<void>>();

/** `POST /api/clinic/sign-in/redeem`: spends the link and starts the session. */
export function redeemSignInLink(token: string): Promise<void> {
  let pending = posted.get(token);
  if (!pending) {
    pending = apiRequest('POST', '/api/clinic/sign-in/redeem', { token }).then(() => undefined);
    posted.set(token, pending);
  }
  return pending;
}
