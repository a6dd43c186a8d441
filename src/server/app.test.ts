import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../tests/setup/test-app';

// A tiny stand-in for `dist/client`, written by the test so that it needs no build.
function fakeClientBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'acf-client-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dir, 'assets', 'index-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(5000))});`,
  );
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js' },
      'src/client/features/providers/providers-page.tsx': {
        file: 'assets/providers-page-abc123.js',
      },
    }),
  );
  return dir;
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    clientDir: fakeClientBuild(),
    env: { TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' },
  });
});
afterAll(() => ctx.close());

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
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

describe('the client app', () => {
  it.each(['/', '/home', '/some/deep/link?tab=list'])('serves index.html for %s', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it('names the scripts of the signed-in page when the request has a session cookie', async () => {
    const signedIn = await ctx.app.inject({
      method: 'GET',
      url: '/home?tab=list',
      headers: { cookie: 'sid=anything' },
    });
    expect(signedIn.headers['vary']).toMatch(/cookie/i);
    expect(signedIn.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/providers-page-abc123.js">',
    );
    expect(signedIn.body).not.toContain('provider-map');

    const visitor = await ctx.app.inject({ method: 'GET', url: '/home?tab=list' });
    expect(visitor.body).not.toContain('modulepreload');
  });

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

  it('sends security headers with a CSP that allows the map tiles', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toMatch(/img-src [^;]*https:\/\/\*\.tiles\.example\.org/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
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
