import type { Limiter, Limiters } from '@server/lib/rate-limits';
import { TooManyAttemptsError } from '@server/lib/errors';

// The counts that keep the clinic pages from being used to look up, flood or guess
// (docs/product.md#claiming-a-listing): each is per client address, and per listing or address
// where a stranger could aim at one clinic from many places.

const MINUTE = 60;

export interface ClinicLimits {
  search: Limiter;
  claimsByIp: Limiter;
  claimsByListing: Limiter;
  codesByIp: Limiter;
  signInByIp: Limiter;
  signInByAddress: Limiter;
  redeemByIp: Limiter;
}

export function clinicLimits(limiters: Limiters): ClinicLimits {
  return {
    search: limiters({ name: 'listing_search_ip', points: 30, durationSeconds: MINUTE }),
    claimsByIp: limiters({ name: 'listing_claim_ip', points: 5, durationSeconds: 60 * MINUTE }),
    claimsByListing: limiters({
      name: 'listing_claim_listing',
      points: 3,
      durationSeconds: 24 * 60 * MINUTE,
    }),
    codesByIp: limiters({ name: 'listing_code_ip', points: 20, durationSeconds: 15 * MINUTE }),
    signInByIp: limiters({ name: 'clinic_sign_in_ip', points: 10, durationSeconds: 15 * MINUTE }),
    signInByAddress: limiters({
      name: 'clinic_sign_in_address',
      points: 5,
      durationSeconds: 15 * MINUTE,
    }),
    redeemByIp: limiters({ name: 'clinic_redeem_ip', points: 20, durationSeconds: 15 * MINUTE }),
  };
}

/** Takes a point of each limiter in turn; the first without one answers 429 with Retry-After. */
export async function admit(...takes: [Limiter, string][]): Promise<void> {
  for (const [limiter, key] of takes) {
    const taken = await limiter.take(key);
    if (!taken.ok) throw new TooManyAttemptsError(taken.retryAfterSeconds);
  }
}
