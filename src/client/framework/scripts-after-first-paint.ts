// React Router's document names every script of the page at once: module preloads in the head
// and an inline module that imports the route modules and the entry. The browser fetches them all
// before the first paint, and on a slow connection they take the bandwidth the stylesheet and the
// first view need: the list's Lighthouse score fell from 99 to 89 when the earlier pages did the
// same (docs/decisions/027-pages-on-framework-mode.md). So the server's page holds them back: the preloads become a list on our own loader
// (`public/after-first-paint.js`), the inline module a script of a type no browser runs, which
// the loader runs under the same nonce once the first view has been painted.

/** The type the held module carries until the loader runs it. */
export const HELD_MODULE_TYPE = 'text/x-module-after-first-paint';

const PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const HREF = /\bhref="([^"]+)"/;
const NONCE = /\bnonce="[^"]*"/;
// The inline module React Router writes (its imports and `window.__reactRouterRouteModules`): a
// script tag of type module with no src, its attributes in any order.
const INLINE_MODULE = /<script(?![^>]*\bsrc=)([^>]*?) type="module"([^>]*)>/;

/**
 * `html` with its scripts held until after the first paint, or as it is when it does not hold
 * React Router's inline module (a page whose scripts could not be named: they then load at once).
 * The chunks its page loads on demand are fetched with them, their styles preloaded at once (not
 * applied: the page applies them when it loads).
 */
export function scriptsAfterFirstPaint(
  html: string,
  onDemand: { scripts: readonly string[]; styles: readonly string[] } = { scripts: [], styles: [] },
): string {
  const module = INLINE_MODULE.exec(html);
  if (!module) return html;
  const nonce = NONCE.exec(module[0])?.[0];
  const preloads: string[] = [];
  const held = html
    .replace(PRELOAD, (link) => {
      const href = HREF.exec(link)?.[1];
      if (href) preloads.push(href);
      return '';
    })
    .replace(
      INLINE_MODULE,
      (_tag, before: string, after: string) =>
        `<script${before} type="${HELD_MODULE_TYPE}"${after}>`,
    );
  const loader =
    `<script defer src="/after-first-paint.js"${nonce ? ` ${nonce}` : ''} ` +
    `data-held="${HELD_MODULE_TYPE}" ` +
    `data-preload="${[...new Set([...preloads, ...onDemand.scripts])].join(' ')}"></script>`;
  const styles = onDemand.styles
    .map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`)
    .join('');
  return held.replace('</head>', () => `${styles}${loader}</head>`);
}
