import { describe, expect, it } from 'vitest';
import { HELD_MODULE_TYPE, scriptsAfterFirstPaint } from './scripts-after-first-paint';

// What React Router's <Scripts> writes into a page drawn by the server (react-router 8.5), cut
// down: its module preloads, hoisted into the head by React, its context and the inline module.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="UTF-8"/>',
  '<link rel="modulepreload" href="/assets/manifest-a1.js" nonce="n0nce"/>',
  '<link rel="modulepreload" href="/assets/entry.client-b2.js" nonce="n0nce"/>',
  '<link rel="modulepreload" href="/assets/index-c3.js" nonce="n0nce"/>',
  '<link rel="modulepreload" href="/assets/entry.client-b2.js" nonce="n0nce"/>',
  '<link nonce="n0nce" rel="stylesheet" href="/assets/root-d4.css"/>',
  '<title>Autism Care Finder</title></head><body><div id="root"><h1>Find care</h1></div>',
  '<script nonce="n0nce">window.__reactRouterContext = {"basename":"/"};</script>',
  '<script nonce="n0nce" type="module" async="">import "/assets/manifest-a1.js";\n',
  'import * as route0 from "/assets/root-e5.js";\n',
  'window.__reactRouterRouteModules = {"root":route0};\n',
  'import("/assets/entry.client-b2.js");</script></body></html>',
].join('');

describe('scriptsAfterFirstPaint', () => {
  const held = scriptsAfterFirstPaint(page);

  it('names no script the browser would fetch before the first paint', () => {
    expect(held).not.toContain('modulepreload');
    expect(held).not.toContain('type="module"');
    // The stylesheet and the drawn page are left as they are.
    expect(held).toContain('<link nonce="n0nce" rel="stylesheet" href="/assets/root-d4.css"/>');
    expect(held).toContain('<div id="root"><h1>Find care</h1></div>');
  });

  it('keeps the inline module whole, under its nonce, for the loader to run', () => {
    expect(held).toContain(
      `<script nonce="n0nce" type="${HELD_MODULE_TYPE}" async="">import "/assets/manifest-a1.js";`,
    );
    expect(held).toContain('import("/assets/entry.client-b2.js");</script>');
    // The context runs at once: it is data, and fetches nothing.
    expect(held).toContain('<script nonce="n0nce">window.__reactRouterContext');
  });

  it('hands the preloads to the loader, each once, in the head', () => {
    const loader = /<script defer src="\/after-first-paint\.js"([^>]*)><\/script><\/head>/.exec(
      held,
    );
    expect(loader?.[1]).toBe(
      ` nonce="n0nce" data-held="${HELD_MODULE_TYPE}" data-preload="/assets/manifest-a1.js ` +
        '/assets/entry.client-b2.js /assets/index-c3.js"',
    );
  });

  it('fetches the chunks its page loads on demand with the rest: scripts each once, styles at once', () => {
    const withPage = scriptsAfterFirstPaint(page, {
      scripts: ['/assets/signed-in-layout-f6.js', '/assets/index-c3.js'],
      styles: ['/assets/provider-map-g7.css'],
    });
    expect(/data-preload="([^"]*)"/.exec(withPage)?.[1]).toBe(
      '/assets/manifest-a1.js /assets/entry.client-b2.js /assets/index-c3.js ' +
        '/assets/signed-in-layout-f6.js',
    );
    expect(withPage).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/provider-map-g7.css"><script defer src="/after-first-paint.js"',
    );
  });

  it('leaves a page without React Router’s module as it is', () => {
    const plain = '<!DOCTYPE html><html><head></head><body>Not found</body></html>';
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
  });
});
