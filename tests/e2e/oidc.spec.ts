import type { Page } from '@playwright/test';
import { completeOidcLogin } from '../servers/oidc-login-flow';
import { startOidcServer, type OidcServer } from '../servers/oidc-server';
import { expect, test } from './fixtures';
import { freePort } from '../support/server-process';
import { startOwnServer } from './support/own-server';

// Sign-in through a real OpenID provider (oidc-provider) started for this spec.
let oidc: OidcServer;
let app: Awaited<ReturnType<typeof startOwnServer>>;

test.beforeAll(async () => {
  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  oidc = await startOidcServer({
    redirectUris: [`${appUrl}/api/callback`],
    postLogoutRedirectUris: [`${appUrl}/`],
  });
  app = await startOwnServer(
    {
      OIDC_ISSUER_URL: oidc.issuer,
      OIDC_CLIENT_ID: oidc.clientId,
      OIDC_CLIENT_SECRET: oidc.clientSecret,
    },
    { port },
  );
});
test.afterAll(async () => {
  await app?.stop();
  await oidc?.close();
});

async function signInAtProvider(page: Page, login: string) {
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.locator('button[type="submit"]').click();
  // The development consent page.
  await page.locator('button[type="submit"]').click();
}

test('the whole redirect flow signs in a user created from the claims', async ({ page }) => {
  await page.goto(`${app.url}/`);
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`^${oidc.issuer}`));
  await signInAtProvider(page, 'parent@example.org');

  await expect(page).toHaveURL(`${app.url}/`);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText('Jordan Lee');
  await expect(page.getByRole('menu')).toContainText('parent@example.org');
  const user = await page.request.get(`${app.url}/api/auth/user`);
  expect(await user.json()).toMatchObject({
    email: 'parent@example.org',
    firstName: 'Jordan',
    lastName: 'Lee',
  });
});

test('a tampered state is refused and signs nobody in', async ({ page }) => {
  // The browser starts the sign-in (and so holds the pending-login cookie); the provider's pages
  // are walked through by the flow helper, because Playwright cannot rewrite a redirect's target.
  const start = await page.request.get(`${app.url}/api/login`, { maxRedirects: 0 });
  expect(start.status()).toBe(302);
  const callback = await completeOidcLogin(new URL(start.headers().location!), {
    login: 'someone@example.org',
    redirectUri: `${app.url}/api/callback`,
  });
  callback.searchParams.set('state', 'tampered-state');

  const response = await page.goto(callback.href);
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('heading', { name: 'Sign-in could not be completed' })).toBeVisible();
  expect((await page.request.get(`${app.url}/api/auth/user`)).status()).toBe(401);
});

test('built-in accounts are off when an issuer is configured', async ({ page }) => {
  const response = await page.request.post(`${app.url}/api/auth/sign-in`, {
    data: { email: 'parent@example.org', password: 'whatever password' },
  });
  expect(response.status()).toBe(404);
});
