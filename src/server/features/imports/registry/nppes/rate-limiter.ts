/**
 * Spaces calls at least `1000 / perSecond` ms apart (a polite rate towards the public registry).
 * Calls queue in order; the limiter holds no timers between calls.
 */
export function createRateLimiter(perSecond: number): () => Promise<void> {
  const gapMs = 1000 / perSecond;
  let nextAt = 0;
  return async () => {
    const now = Date.now();
    const at = Math.max(now, nextAt);
    nextAt = at + gapMs;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  };
}
