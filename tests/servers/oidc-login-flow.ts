/**
 * Drives a sign-in at the test OpenID provider (tests/servers/oidc-server.ts) without a browser:
 * fetch with manual redirects, a small cookie jar, and the provider's own login and consent
 * forms, read from the HTML it renders.
 */

/** Cookies by name and path, sent to matching paths of any host (every test server is local). */
export class CookieJar {
  private readonly cookies = new Map<string, { name: string; value: string; path: string }>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const split = pair.indexOf('=');
      const name = pair.slice(0, split);
      const value = pair.slice(split + 1);
      const attribute = (key: string) =>
        attributes.find((part) => part.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const path = attribute('path') ?? '/';
      const expires = attribute('expires');
      const expired =
        attribute('max-age') === '0' ||
        (expires !== undefined && Date.parse(expires) <= Date.now());
      if (expired) this.cookies.delete(`${name};${path}`);
      else this.cookies.set(`${name};${path}`, { name, value, path });
    }
  }

  header(url: URL): string {
    return [...this.cookies.values()]
      .filter(
        ({ path }) => url.pathname === path || url.pathname.startsWith(path.replace(/\/?$/, '/')),
      )
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ');
  }
}

export interface OidcLoginFlowOptions {
  /** Any name; the test provider makes `<login>@example.org` its email unless it contains '@'. */
  login: string;
  /** Where the provider sends the browser back; the flow stops at the first redirect there. */
  redirectUri: string;
  /** Reuse one to keep the provider session between flows (e.g. for sign-out). */
  jar?: CookieJar;
}

const unescapeHtml = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The page's first POST form: its action and fields, with the login filled in if it asks. */
function readForm(html: string, page: URL, login = ''): { action: URL; body: URLSearchParams } {
  const form = /<form\b[^>]*>[\s\S]*?<\/form>/i.exec(html)?.[0];
  const action = form && /\baction="([^"]*)"/i.exec(form)?.[1];
  if (!form || action === undefined) {
    throw new Error(`No form on ${page.pathname}: ${html.slice(0, 300)}`);
  }
  const body = new URLSearchParams();
  for (const [input] of form.matchAll(/<input\b[^>]*>/gi)) {
    const name = /\bname="([^"]*)"/i.exec(input)?.[1];
    if (!name) continue;
    const value = /\bvalue="([^"]*)"/i.exec(input)?.[1] ?? '';
    // The development login page accepts any login with any password.
    const filled = name === 'login' ? login : name === 'password' ? 'any-password' : value;
    body.set(name, unescapeHtml(filled));
  }
  return { action: new URL(unescapeHtml(action), page), body };
}

/**
 * Follows `authorizationUrl` through the provider's pages and returns the URL it finally sends
 * the browser to at `redirectUri` (carrying `code` and `state`, or `error`).
 */
export async function completeOidcLogin(
  authorizationUrl: URL,
  { login, redirectUri, jar = new CookieJar() }: OidcLoginFlowOptions,
): Promise<URL> {
  const target = new URL(redirectUri);
  let url = authorizationUrl;
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      body,
      redirect: 'manual',
      headers: { cookie: jar.header(url) },
    });
    jar.store(response);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      url = new URL(location, url);
      body = undefined;
      if (url.origin === target.origin && url.pathname === target.pathname) return url;
    } else if (response.ok) {
      ({ action: url, body } = readForm(await response.text(), url, login));
    } else {
      throw new Error(`${response.status} from ${url.pathname}: ${await response.text()}`);
    }
  }
  throw new Error('Sign-in did not reach the redirect URI within 20 steps');
}

/**
 * Where a sign-in starting at `authorizationUrl` first stops: 'password' when the provider shows
 * its login form (it has no session for this browser), 'redirect' when it sends the browser
 * straight back to `redirectUri` (it still has one, so nobody is asked for a password).
 */
export async function firstStopOfSignIn(
  authorizationUrl: URL,
  { redirectUri, jar }: { redirectUri: string; jar: CookieJar },
): Promise<'password' | 'redirect'> {
  const target = new URL(redirectUri);
  let url = authorizationUrl;
  for (let step = 0; step < 10; step++) {
    if (url.origin === target.origin && url.pathname === target.pathname) return 'redirect';
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header(url) } });
    jar.store(response);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      url = new URL(location, url);
      continue;
    }
    const html = await response.text();
    if (/<input\b[^>]*name="password"/i.test(html)) return 'password';
    throw new Error(
      `${response.status} from ${url.pathname}, not a login form: ${html.slice(0, 300)}`,
    );
  }
  throw new Error('The sign-in neither asked for a password nor came back within 10 steps');
}

/**
 * Follows the app's sign-out redirect to the provider's end-session page, confirms it ('Yes, sign
 * me out') and returns where the provider then sends the browser.
 */
export async function completeOidcLogout(endSessionUrl: URL, jar: CookieJar): Promise<URL> {
  const page = await fetch(endSessionUrl, { headers: { cookie: jar.header(endSessionUrl) } });
  jar.store(page);
  if (!page.ok) throw new Error(`${page.status} from ${endSessionUrl.pathname}`);
  const { action, body } = readForm(await page.text(), endSessionUrl);
  // The confirmation button sits outside the form and names itself.
  body.set('logout', 'yes');
  const confirmed = await fetch(action, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: { cookie: jar.header(action) },
  });
  jar.store(confirmed);
  await confirmed.body?.cancel();
  const location = confirmed.headers.get('location');
  if (!location) throw new Error(`${confirmed.status} from ${action.pathname}, no redirect`);
  return new URL(location, action);
}

/** What `app.inject` needs here: an app under test (Fastify's inject, or anything alike). */
interface Injectable {
  inject(options: { url: string; headers?: Record<string, string> }): Promise<{
    statusCode: number;
    headers: Record<string, unknown>;
    cookies: { name: string; value: string }[];
  }>;
}

/**
 * A sign-in at the app (`/api/login`) walked through the provider's pages: the callback URL the
 * browser comes back with and the app's pending-sign-in cookie to bring along with it.
 */
export async function signInAtProvider(
  app: Injectable,
  { login, redirectUri, jar }: { login: string; redirectUri: string; jar?: CookieJar },
): Promise<{ callback: URL; cookie: string }> {
  const started = await app.inject({ url: '/api/login' });
  if (started.statusCode !== 302) throw new Error(`/api/login answered ${started.statusCode}`);
  const pending = started.cookies.find((cookie) => cookie.name === 'oidc_pending');
  if (!pending) throw new Error('no pending sign-in cookie');
  const callback = await completeOidcLogin(new URL(String(started.headers.location)), {
    login,
    redirectUri,
    jar,
  });
  return { callback, cookie: `${pending.name}=${pending.value}` };
}
