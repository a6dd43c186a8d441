import { calculatePKCECodeChallenge } from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeOidcLogin } from '../../../../tests/servers/oidc-login-flow';
import { startOidcServer, type OidcServer } from '../../../../tests/servers/oidc-server';
import { connectOidc, OidcLoginError, OidcUnavailableError, type Oidc } from './oidc-client';

const redirectUri = 'http://127.0.0.1:5000/api/auth/callback';
const home = 'http://127.0.0.1:5000/';

async function connect(server: OidcServer): Promise<Oidc> {
  return connectOidc({
    issuerUrl: server.issuer,
    clientId: server.clientId,
    clientSecret: server.clientSecret,
    redirectUri,
  });
}

/** The OidcLoginError a sign-in fails with; its message names the reason, never a secret. */
async function failure(finishing: Promise<unknown>): Promise<string> {
  const error = await finishing.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(OidcLoginError);
  return (error as OidcLoginError).message;
}

/** A whole sign-in at the provider, up to the callback the browser would bring back. */
async function signIn(oidc: Oidc, login = 'parent@example.org') {
  const { url, pending } = oidc.startLogin();
  return { callbackUrl: await completeOidcLogin(url, { login, redirectUri }), pending };
}

describe('OpenID Connect sign-in against a real provider', () => {
  let server: OidcServer;
  let oidc: Oidc;

  beforeAll(async () => {
    server = await startOidcServer({ redirectUris: [redirectUri], postLogoutRedirectUris: [home] });
    oidc = await connect(server);
  });
  afterAll(() => server?.close());

  it('sends the browser to the provider with PKCE, state and nonce', async () => {
    const { url, pending } = oidc.startLogin();
    expect(url.origin).toBe(server.issuer);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    const challenge = await calculatePKCECodeChallenge(pending.codeVerifier);
    expect(url.searchParams.get('code_challenge')).toBe(challenge);
    expect(url.searchParams.get('state')).toBe(pending.state);
    expect(url.searchParams.get('nonce')).toBe(pending.nonce);
  });

  it('signs in and reads who the person is from the ID token', async () => {
    const { callbackUrl, pending } = await signIn(oidc);
    await expect(oidc.finishLogin(callbackUrl, pending)).resolves.toEqual({
      subject: 'parent@example.org',
      issuer: server.issuer,
      email: 'parent@example.org',
      emailVerified: true,
      firstName: 'Jordan',
      lastName: 'Lee',
      picture: null,
      idToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
    });
  });

  it('rejects a callback whose state was tampered with', async () => {
    const { callbackUrl, pending } = await signIn(oidc);
    callbackUrl.searchParams.set('state', 'forged');
    expect(await failure(oidc.finishLogin(callbackUrl, pending))).toMatch(/INVALID_RESPONSE/);
  });

  it("rejects another sign-in's code verifier and nonce", async () => {
    const first = await signIn(oidc);
    const second = await signIn(oidc);
    // Same state, so only the PKCE verifier (checked by the provider) is wrong.
    const wrongVerifier = { ...second.pending, state: first.pending.state };
    expect(await failure(oidc.finishLogin(first.callbackUrl, wrongVerifier))).toMatch(
      /invalid_grant/,
    );
    // The code is still good, so only the nonce (checked here, in the ID token) is wrong.
    const wrongNonce = { ...second.pending, nonce: first.pending.nonce };
    expect(await failure(oidc.finishLogin(second.callbackUrl, wrongNonce))).toMatch(
      /CLAIM_COMPARISON_FAILED/,
    );
  });

  it('does not accept the same code twice', async () => {
    const { callbackUrl, pending } = await signIn(oidc);
    await oidc.finishLogin(callbackUrl, pending);
    expect(await failure(oidc.finishLogin(callbackUrl, pending))).toMatch(/invalid_grant/);
  });

  it("offers the provider's sign-out page for the registered return address", async () => {
    const url = oidc.logoutUrl(home, null);
    expect(url?.origin).toBe(server.issuer);
    expect(url?.searchParams.get('post_logout_redirect_uri')).toBe(home);
    expect(url?.searchParams.get('client_id')).toBe(server.clientId);
    // oidc-provider answers 400 instead of its confirmation page for an unregistered address.
    expect((await fetch(url!)).status).toBe(200);
    expect((await fetch(oidc.logoutUrl('http://127.0.0.1:5000/elsewhere', null)!)).status).toBe(
      400,
    );
  });
});

describe('OpenID Connect sign-in when the ID token carries only the subject', () => {
  let server: OidcServer;

  beforeAll(async () => {
    server = await startOidcServer({ redirectUris: [redirectUri], claimsInIdToken: false });
  });
  afterAll(() => server?.close());

  it('reads email and name from UserInfo instead', async () => {
    const oidc = await connect(server);
    const { callbackUrl, pending } = await signIn(oidc, 'parent');
    const identity = await oidc.finishLogin(callbackUrl, pending);
    expect(identity).toMatchObject({ subject: 'parent', email: 'parent@example.org' });
    expect(identity).toMatchObject({ firstName: 'Jordan', lastName: 'Lee' });
  });
});

it('reports an issuer that is not there as unavailable, not as a failed sign-in', async () => {
  const settings = { issuerUrl: 'http://127.0.0.1:9/', clientId: 'x', clientSecret: 'y' };
  const error = await connectOidc({ ...settings, redirectUri }).catch((thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(OidcUnavailableError);
  expect((error as OidcUnavailableError).reason).toBe('issuer_unreachable');
});
