/**
 * Why an outside answer was not read. `refused`: the address rule forbids the host (before any
 * connection, so nothing tells whether it exists); `too-large`: the answer passed the byte cap;
 * `redirects`: too many redirects in a row.
 */
export class OutboundError extends Error {
  override name = 'OutboundError';
  constructor(readonly kind: 'refused' | 'too-large' | 'redirects') {
    super(`outbound request ${kind}`);
  }
}

/** The OutboundError somewhere in `error`'s chain of causes, if there is one. */
export function outboundErrorIn(error: unknown): OutboundError | undefined {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    if (cause instanceof OutboundError) return cause;
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}
