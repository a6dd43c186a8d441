import { describe, expect, it } from 'vitest';
import { freePort, startServer, waitForHealthy } from '../../tests/support/server-process';
import { startedDataDir } from '../../tests/support/started-data-dir';

// The built server with its pages on React Router's framework mode (PAGES_ON_FRAMEWORK=on): what
// it answers for pages, their navigation data, files and the API, as a browser or crawler sees it.

/** Runs `check` against a started server, framework mode on unless `env` leaves it out. */
async function withServer(
  check: (url: string) => Promise<void>,
  env: Record<string, string> = { PAGES_ON_FRAMEWORK: 'on' },
): Promise<void> {
  const server = startServer({
    DATA_DIR: startedDataDir(),
    PORT: String(await freePort()),
    ...env,
  });
  try {
    await waitForHealthy(server.url);
    await check(server.url);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

describe('pages on framework mode', () => {
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

  it('is on by default; off, the earlier client’s pages, whose policy has no nonce', async () => {
    await withServer(async (url) => {
      const answer = await fetch(`${url}/`);
      expect(answer.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-/);
      expect(await answer.text()).toContain('__reactRouterContext');
    }, {});
    await withServer(
      async (url) => {
        const answer = await fetch(`${url}/`);
        expect(answer.headers.get('content-security-policy')).toContain("script-src 'self';");
        expect(await answer.text()).not.toContain('__reactRouterContext');
      },
      { PAGES_ON_FRAMEWORK: 'off' },
    );
  });
});
