import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../tests/setup/test-app';

// A tiny stand-in for `dist/pages`, written by the test so that it needs no build: the browser's
// files only (the pages themselves are drawn by the built server: framework-pages.test.ts).
function fakePagesBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'acf-pages-'));
  mkdirSync(path.join(dir, 'client', 'assets'), { recursive: true });
  writeFileSync(
    path.join(dir, 'client', 'assets', 'index-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(5000))});`,
  );
  writeFileSync(
    path.join(dir, 'client', 'favicon.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  return dir;
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    pagesDir: fakePagesBuild(),
    env: { TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' },
  });
});
afterAll(() => ctx.close());

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    // Beside them, whether the search index has loaded yet (the search-index tests follow it).
    expect(response.json()).toMatchObject({ status: 'ok', database: 'ok' });
    expect(['loading', 'ready']).toContain(response.json().searchIndex);
  });
});

describe('unknown API paths', () => {
  it.each(['GET', 'POST', 'DELETE'] as const)('%s answers a JSON 404', async (method) => {
    const response = await ctx.app.inject({ method, url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({
      code: 'not_found',
      message: `No route for ${method} /api/no-such-thing`,
    });
  });
});

describe('files that do not exist', () => {
  it.each(['/something.txt', '/assets/index-gone.js', '/favicon.ico'])(
    '%s answers a plain 404, not the app',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/plain/);
      expect(response.body).not.toContain('<div id="root">');
    },
  );

  it('serves robots.txt as text, keeping crawlers out of the API and reply links', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Disallow: /provider-reply/');
  });
});

describe('the built pages', () => {
  it.each(['/', '/home', '/some/deep/link?tab=list'])(
    'answers %s with a plain 503 while the pages are not built',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.body).toBe('The client is not built yet: run `npm run build`.');
    },
  );

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('makes unhashed files revalidate', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends security headers with a CSP that allows the map tiles and each answer its own script nonce', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}';/);
    expect(csp).toMatch(/img-src [^;]*https:\/\/\*\.tiles\.example\.org/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const next = String(
      (await ctx.app.inject({ url: '/favicon.svg' })).headers['content-security-policy'],
    );
    expect(/'nonce-([^']+)'/.exec(next)?.[1]).not.toBe(/'nonce-([^']+)'/.exec(csp)?.[1]);
  });
});

describe('GET /api/config', () => {
  it('tells the browser the tile template and its credit, nothing secret', async () => {
    const response = await ctx.app.inject({ url: '/api/config' });
    expect(response.json()).toEqual({
      tileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
      tileAttribution: 'Map tiles &copy; a.tiles.example.org',
    });
  });
});
