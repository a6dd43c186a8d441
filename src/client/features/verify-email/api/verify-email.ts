import { currentUserSchema, type CurrentUser } from '@shared/api/auth';
import { apiRequest } from '@client/lib/api-client';

// A link is single use, and the page can mount twice (a strict-mode render, the router moving
// from the signed-out to the signed-in routes), so each token is posted once per page load.
const posted = new Map<string, Promise<CurrentUser>>();

/**
 * `POST /api/auth/verify-email`: proves the address and signs its owner in on this browser. A
 * browser signed in to another account is answered 409 `switch_account_needed` (nothing spent)
 * until `switchAccount` says the person agreed; a browser other than the one that signed up is
 * answered 403 `password_needed` until the password chosen at sign-up comes with the token.
 */
export function verifyEmail(token: string, switchAccount = false): Promise<CurrentUser> {
  const key = `${switchAccount ? 'switch:' : ''}${token}`;
  let pending = posted.get(key);
  if (!pending) {
    pending = post({ token, ...(switchAccount ? { switchAccount } : {}) });
    posted.set(key, pending);
  }
  return pending;
}

/** The same with the password typed on the page; each try is its own request. */
export function verifyEmailWithPassword(input: {
  token: string;
  switchAccount: boolean;
  password: string;
}): Promise<CurrentUser> {
  return post(input);
}

async function post(body: object): Promise<CurrentUser> {
  const response = await apiRequest('POST', '/api/auth/verify-email', body);
  return currentUserSchema.parse(await response.json());
}
