import type { Limiters } from '@server/lib/rate-limits';

export const ATTEMPT_LIMIT = 10;
export const ATTEMPT_WINDOW_SECONDS = 15 * 60;

/** Which count refused an attempt; stored in the audit log as it is. */
export type LimitName =
  'sign_in_address' | 'sign_in_account' | 'sign_in_device' | 'sign_up_address';

export type Admission =
  | {
      ok: true;
      /** The password was right: the attempt does not count against anyone. */
      giveBack(): Promise<void>;
    }
  | { ok: false; limit: LimitName; retryAfterSeconds: number; firstRefusal: boolean };

export interface SignInLimits {
  /**
   * Counts one password check before it is made: per client address, and per account, or per
   * device instead for a browser that signed in to the account before (`deviceKey`).
   */
  passwordCheck(who: { ip: string; email: string; deviceKey: string | null }): Promise<Admission>;
  /** Counts one new account from the client address, whatever becomes of it. */
  signUp(ip: string): Promise<Admission>;
}

/** 10 of each in 15 minutes. */
export function signInLimits(limiters: Limiters): SignInLimits {
  const limiter = (name: LimitName) =>
    limiters({ name, points: ATTEMPT_LIMIT, durationSeconds: ATTEMPT_WINDOW_SECONDS });
  const byAddress = limiter('sign_in_address');
  const byAccount = limiter('sign_in_account');
  const byDevice = limiter('sign_in_device');
  const signUps = limiter('sign_up_address');

  return {
    async passwordCheck({ ip, email, deviceKey }) {
      const address = await byAddress.take(ip);
      if (!address.ok) return { ...address, limit: 'sign_in_address' };
      const [own, key, limit] = deviceKey
        ? ([byDevice, deviceKey, 'sign_in_device'] as const)
        : ([byAccount, email, 'sign_in_account'] as const);
      const taken = await own.take(key);
      if (!taken.ok) return { ...taken, limit };
      return {
        ok: true,
        giveBack: async () => {
          await Promise.all([byAddress.giveBack(ip), own.giveBack(key)]);
        },
      };
    },
    async signUp(ip) {
      const taken = await signUps.take(ip);
      return taken.ok
        ? { ok: true, giveBack: () => signUps.giveBack(ip) }
        : { ...taken, limit: 'sign_up_address' };
    },
  };
}
