import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, type JWK } from 'oidc-provider';

export interface OidcServerOptions {
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
  /**
   * false: like the OIDC spec's default for the code flow (and e.g. Okta), the ID token carries
   * only `sub` and the email/profile claims come from the UserInfo endpoint. Default true: they
   * are in the ID token too, as most hosted providers do.
   */
  claimsInIdToken?: boolean;
}

export interface OidcServer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

const clientId = 'autism-care-finder';
const clientSecret = 'test-client-secret-that-is-long-enough-for-hs256';

// Our own signing key: spares the "development-only signing keys" warning on every start.
function signingKeys(): { keys: JWK[] } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig' } as JWK] };
}

/**
 * A real OpenID provider (panva's oidc-provider) on 127.0.0.1 with one confidential client and
 * the built-in development login/consent pages, which accept any login name and any password.
 * The account signed in as `parent` gets `parent@example.org`; a login containing `@` is the email.
 * A login starting with `unverified-` gets `email_verified: false` (the issuer has not checked it);
 * `unverified:<address>` is another account claiming `<address>` without the issuer checking it.
 */
export async function startOidcServer(options: OidcServerOptions): Promise<OidcServer> {
  // The issuer must name the port, so listen first and attach the provider once it exists.
  // Longer than the clients' own idle timeout (undici: 4 s), so a client always lets go of an idle
  // connection first: on a busy machine both timers fire late, together, and a request sent on
  // a connection the server has just closed would fail with ECONNRESET.
  const server = createServer({ keepAliveTimeout: 30_000 });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  // Plain http is fine here: the issuer is http, cookies just are not marked Secure, and
  // `provider.proxy` is only needed behind a TLS-terminating proxy.
  const issuer = `http://127.0.0.1:${port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        token_endpoint_auth_method: 'client_secret_basic',
        response_types: ['code'],
        grant_types: ['authorization_code'],
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris ?? [],
      },
    ],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: true },
      rpInitiatedLogout: { enabled: true },
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'picture'],
    },
    conformIdTokenClaims: options.claimsInIdToken === false,
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({
        sub: id,
        email: id.startsWith('unverified:')
          ? id.slice('unverified:'.length)
          : id.includes('@')
            ? id
            : `${id}@example.org`,
        email_verified: !id.startsWith('unverified-') && !id.startsWith('unverified:'),
        given_name: 'Jordan',
        family_name: 'Lee',
      }),
    }),
    // The defaults, spelled out: the default functions print a notice each the first time.
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Grant: 14 * 24 * 3600,
      Session: 14 * 24 * 3600,
    },
    cookies: { keys: ['oidc-test-cookie-key-1', 'oidc-test-cookie-key-2'] },
    jwks: signingKeys(),
  };
  const provider = new Provider(issuer, configuration);
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // fetch keeps connections alive; without this close() would wait for them to time out.
        server.closeAllConnections();
      }),
  };
}
