import { z } from 'zod';
import { apiRequest } from '@client/lib/api-client';

// Posted once per token and page load: the link is single use and the page may mount twice.
const posted = new Map<string, Promise<string>>();

/** `POST /api/account/confirm-address`: answers with the address now confirmed for reminders. */
export function confirmAddress(token: string): Promise<string> {
  let pending = posted.get(token);
  if (!pending) {
    pending = apiRequest('POST', '/api/account/confirm-address', { token }).then(
      async (response) => z.object({ email: z.string() }).parse(await response.json()).email,
    );
    posted.set(token, pending);
  }
  return pending;
}
