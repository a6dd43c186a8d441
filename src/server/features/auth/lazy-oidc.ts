import type { Config } from '@server/config';
import { connectOidc, type Oidc } from './oidc-client';

/** The issuer, connected on first use; null when no issuer is configured. */
export type LazyOidc = () => Promise<Oidc>;

/** Discovery happens at the first sign-in, not at start, so an unreachable issuer does not stop the app. */
export function lazyOidc(config: Config): LazyOidc | null {
  if (!config.OIDC_ISSUER_URL || !config.OIDC_CLIENT_ID || !config.OIDC_CLIENT_SECRET) return null;
  const settings = {
    issuerUrl: config.OIDC_ISSUER_URL,
    clientId: config.OIDC_CLIENT_ID,
    clientSecret: config.OIDC_CLIENT_SECRET,
    redirectUri: `${config.APP_URL}/api/callback`,
  };
  let connecting: Promise<Oidc> | undefined;
  return () => {
    connecting ??= connectOidc(settings).catch((error: unknown) => {
      connecting = undefined;
      throw error;
    });
    return connecting;
  };
}
