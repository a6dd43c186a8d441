import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInFamily } from '../../tests/support/family-session';
import { freePort, startServer, waitForHealthy } from '../../tests/support/server-process';
import { startedDataDir } from '../../tests/support/started-data-dir';

// The built server's pages, drawn by React Router's framework mode: what it answers for pages,
// their navigation data, files and the API, as a browser or crawler sees it.

// One server for every test: each starts from a page or an account of its own.
let server: ReturnType<typeof startServer>;
const dataDir = startedDataDir();
beforeAll(async () => {
  server = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
  await waitForHealthy(server.url);
});
afterAll(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
});

/** Runs `check` against the started server. */
const withServer = (check: (url: string, dataDir: string) => Promise<void>) =>
  check(server.url, dataDir);

describe('the pages', () => {
  it('draws the landing page once, every script under each answer’s own nonce', () =>
    withServer(async (url) => {
      const answer = await fetch(`${url}/`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      // The same address is another page once signed in.
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(answer.headers.get('vary')).toContain('cookie');
      // Drawn for the screen too: Chromium is asked for the window's width.
      expect(answer.headers.get('vary')).toContain('sec-ch-viewport-width');
      expect(answer.headers.get('accept-ch')).toBe('Sec-CH-Viewport-Width');
      const policy = answer.headers.get('content-security-policy')!;
      const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]{24})'/.exec(policy)?.[1];
      expect(nonce).toBeDefined();
      // Styles keep their inline allowance: a nonce there would turn it off.
      expect(policy).toContain("style-src 'self' 'unsafe-inline'");
      const html = await answer.text();
      expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/);
      expect(html).toContain('Connecting Families with Autism Care');
      const scripts = [...html.matchAll(/<script[^>]*>/g)].map(([tag]) => tag);
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);

      // Drawn once, then kept: the next visitor gets the same page under a nonce of their own.
      const again = await fetch(`${url}/`);
      const nextNonce = /'nonce-([^']+)'/.exec(again.headers.get('content-security-policy')!)?.[1];
      expect(nextNonce).toBeDefined();
      expect(nextNonce).not.toBe(nonce);
      const keptHtml = await again.text();
      expect(keptHtml.replaceAll(nextNonce!, nonce!)).toBe(html);
      expect(keptHtml).not.toContain(nonce);
      const head = await fetch(`${url}/`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(await head.text()).toBe('');
    }));

  it('sends a visitor from a clinic’s page to its sign-in, and answers navigation data', () =>
    withServer(async (url) => {
      const clinic = await fetch(`${url}/clinic/listings/1`, { redirect: 'manual' });
      expect(clinic.status).toBe(302);
      expect(clinic.headers.get('location')).toBe('/clinic/sign-in');
      // What a link to the sign-in page asks for: its routes' loader data, not a page.
      const data = await fetch(`${url}/sign-in.data`);
      expect(data.status).toBe(200);
      expect(data.headers.get('content-type')).toMatch(/^text\/x-script/);
      // The landing page's, at '/'.
      expect((await fetch(`${url}/_.data`)).status).toBe(200);
      // A navigation to a clinic's page is redirected inside the data answer.
      const toClinic = await fetch(`${url}/clinic.data`, { redirect: 'manual' });
      expect(await toClinic.text()).toContain('/clinic/sign-in');
    }));

  it('shows a visitor the landing page at any page that is not for visitors, and at none', () =>
    withServer(async (url) => {
      for (const path of ['/', '/home', '/profile', '/admin', '/care-basket', '/no-such-page']) {
        const answer = await fetch(`${url}${path}`, { redirect: 'manual' });
        expect(answer.status).toBe(200);
        const html = await answer.text();
        expect(html).toContain('Connecting Families with Autism Care');
        expect(html).not.toContain('Page Not Found');
      }
    }));

  it('leaves files, robots.txt and the API as they are', () =>
    withServer(async (url) => {
      const page = await (await fetch(`${url}/`)).text();
      const [script] = [...page.matchAll(/\/assets\/[\w.-]+\.js/g)].map(([src]) => src);
      const file = await fetch(`${url}${script}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await file.text()).not.toMatch(/sourceMappingURL/);

      const gone = await fetch(`${url}/assets/page-gone1234.js`);
      expect(gone.status).toBe(404);
      expect(gone.headers.get('content-type')).toMatch(/^text\/plain/);
      expect((await fetch(`${url}/robots.txt`)).status).toBe(200);
      const api = await fetch(`${url}/api/no-such-thing`);
      expect(api.status).toBe(404);
      expect(api.headers.get('content-type')).toMatch(/^application\/json/);
    }));

  it('draws a family’s page for them alone: kept by no cache, their name escaped, compressed, in their language', () =>
    withServer(async (url, dataDir) => {
      const cookie = await signedInFamily(
        { url, dataDir },
        { firstName: 'Ana </script><!-- & "co"' },
      );
      const list = await fetch(`${url}/home?tab=list`, {
        headers: { cookie, 'accept-encoding': 'gzip' },
      });
      expect(list.status).toBe(200);
      expect(list.headers.get('cache-control')).toBe('no-store');
      expect(list.headers.get('vary')).toContain('cookie');
      expect(list.headers.get('content-encoding')).toBe('gzip');
      const html = await list.text();
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('Find Healthcare Providers');
      // The name travels in the page's data, whose script it cannot end.
      expect(html).not.toContain('Ana </script>');
      expect(html).toContain('Ana \\u003c/script\\u003e\\u003c!-- \\u0026');

      const spanish = await fetch(`${url}/api/account/language`, {
        method: 'PUT',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ language: 'es' }),
      });
      expect(spanish.ok).toBe(true);
      const inSpanish = await (await fetch(`${url}/home?tab=list`, { headers: { cookie } })).text();
      expect(inSpanish).toContain('<html lang="es">');
      expect(inSpanish).toContain('Buscar proveedores de salud');
      // Its words are fetched with the scripts, so hydration does not wait for them after.
      expect(/data-preload="([^"]*)"/.exec(inSpanish)?.[1]).toMatch(/\/assets\/catalog-es-/);
    }));

  it('sends each where the page rules say, by GET and HEAD alike', () =>
    withServer(async (url, dataDir) => {
      const at = (path: string, method: 'GET' | 'HEAD', cookie?: string) =>
        fetch(`${url}${path}`, { method, redirect: 'manual', headers: cookie ? { cookie } : {} });
      const cookie = await signedInFamily({ url, dataDir });
      for (const method of ['GET', 'HEAD'] as const) {
        // A visitor, or a cookie that names no session, at a clinic's page: its sign-in.
        for (const visitor of [undefined, 'sid=x.y']) {
          const clinic = await at('/clinic/listings/12?tab=hours', method, visitor);
          expect(clinic.status).toBe(302);
          expect(clinic.headers.get('location')).toBe('/clinic/sign-in');
        }
        // The clinic's own sign-in pages are for visitors: no loop.
        expect((await at('/clinic/sign-in/some-token', method)).status).toBe(200);
        // Someone signed in at the sign-in page goes home, and past the first run once their
        // profile says enough.
        const signIn = await at('/sign-in', method, cookie);
        expect(signIn.status).toBe(302);
        expect(signIn.headers.get('location')).toBe('/');
        expect((await at('/sign-in', method)).status).toBe(200);
        const welcome = await at('/welcome', method, cookie);
        expect(welcome.status).toBe(302);
        expect(welcome.headers.get('location')).toBe('/home?tab=list');
      }
    }));

  it('draws a visitor’s landing page in the language they chose, else the one their browser asks for', () =>
    withServer(async (url) => {
      const page = async (headers: Record<string, string>) =>
        (await fetch(`${url}/`, { headers })).text();
      const spanish = await page({ 'accept-language': 'es-MX,es;q=0.9' });
      expect(spanish).toContain('<html lang="es">');
      expect(spanish).toContain('Conectamos a las familias');
      const chosen = await page({ 'accept-language': 'es', cookie: 'lang=en' });
      expect(chosen).toContain('<html lang="en">');
      expect(chosen).toContain('Connecting Families with Autism Care');
    }));
});

describe('the pages from the sources (`npm run dev`)', () => {
  it('draws them through Vite, which serves the browser’s modules, listening on this machine only', async () => {
    const dev = startServer({
      DATA_DIR: startedDataDir(),
      PORT: String(await freePort()),
      PAGES_FROM_SOURCE: 'on',
      NODE_ENV: 'development',
    });
    try {
      await waitForHealthy(dev.url);
      const landing = await fetch(`${dev.url}/`);
      expect(landing.status).toBe(200);
      const html = await landing.text();
      expect(html).toContain('Connecting Families with Autism Care');
      // Its scripts are the sources as Vite serves them, with its hot reload.
      expect(html).toContain('virtual:react-router/inject-hmr-runtime');
      expect(html).toContain('import("/src/client/framework/entry.client.tsx")');
      for (const module of ['/src/client/framework/entry.client.tsx', '/@vite/client']) {
        const served = await fetch(`${dev.url}${module}`);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toMatch(/javascript/);
      }
      expect((await fetch(`${dev.url}/api/no-such-thing`)).status).toBe(404);
      const listening = [...dev.output().matchAll(/Server listening at (http:\/\/[^"\s]+)/g)];
      expect(listening.map(([, address]) => new URL(address!).hostname)).toEqual(['127.0.0.1']);
    } finally {
      dev.child.kill('SIGTERM');
      await dev.exited;
    }
  }, 60_000);
});
