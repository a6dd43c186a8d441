import { currentUserSchema, type CurrentUser } from '@shared/api/auth';
import { apiRequest } from '@client/lib/api-client';

// A link is single use, and the page can mount twice (a strict-mode render, the router moving
// from the signed-out to the signed-in routes), so each token is posted once per page load.
const posted = new Map<string, Promise<CurrentUser>>();

/** `POST /api/auth/verify-email`: proves the address and signs its owner in on this browser. */
export function verifyEmail(token: string): Promise<CurrentUser> {
  let pending = posted.get(token);
  if (!pending) {
    pending = apiRequest('POST', '/api/auth/verify-email', { token }).then(async (response) =>
      currentUserSchema.parse(await response.json()),
    );
    posted.set(token, pending);
  }
  return pending;
}
