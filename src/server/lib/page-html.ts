import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { FIRST_VIEW_DATA_ID, type FirstViewData } from '@shared/api/first-view';
import type { Language } from '@shared/i18n/languages';
import { mayRedirect, redirectOf } from '@shared/page-routes';
import { readyToSearch } from '@shared/rules/provider-search';
import {
  firstViewChunks,
  firstViewModules,
  PROVIDER_MAP,
  readClientManifest,
  scriptPreloadTags,
  SPANISH_CATALOG,
  stylePreloadTags,
  tilePreconnectTags,
} from './first-view-preloads';
import type { RenderedFirstView } from './first-view-render';
import { hasSessionCookie } from './auth';
import { landingPageKey } from './landing-page-key';
import { requestLanguage } from './request-language';
import { routedPath } from './routed-path';
import { looksLikeSmallScreen } from './user-agent';

// A page's HTML: Vite's index.html with the first view's chunks named in its head, its data, and
// where the server draws the page, the drawing (docs/decisions/028-routes-with-loaders.md).

/**
 * Reads a page request's first-view data (the signed-in user, their profile), for the screen the
 * server guessed the request comes from.
 */
export type FirstViewDataOf = (
  request: FastifyRequest,
  screen: { smallScreen: boolean },
) => Promise<FirstViewData>;

/** Renders a page's first view from its data, where the server renders that page. */
export type FirstViewRenderer = (
  url: string,
  data: FirstViewData,
  options: { smallScreen: boolean; language: Language },
) => Promise<RenderedFirstView | undefined>;

export interface PageHtmlOptions {
  firstViewDataOf?: FirstViewDataOf;
  renderFirstView?: FirstViewRenderer;
  /** The map's tile template, whose server a map page connects to early. */
  tileUrl?: string;
}

// How Vite's index.html loads the app.
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** index.html with a first view's chunks named in its head, made once per set of modules. */
interface PageStart {
  /** For a page the browser renders: every chunk preloaded. */
  html: string;
  /** For a page the server rendered: its styles only, the scripts named to the loader instead. */
  withoutScripts: string;
  scripts: string[];
}

/**
 * JSON that is safe inside a `<script>` element: no `<` can close it or open a comment, and
 * JSON.parse reads `\u003c` back as `<`.
 */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** A page request's answer: the page, or where the session is sent instead. */
export type PageAnswer = PageShown | { redirect: string };
interface PageShown {
  html: string;
  personal: boolean;
}

/**
 * index.html for a page request. With a session cookie it also names the scripts of the signed-in
 * page at that path, so the browser fetches them at once rather than after the session check.
 * It carries the first view's data too, so the page renders without asking who is signed in.
 * A path that is not for this session (a clinic's page signed out, signing in signed in) is a
 * redirect, as the browser's router would make it.
 */
export function pageHtml(
  clientDir: string,
  { firstViewDataOf: dataOf, renderFirstView, tileUrl }: PageHtmlOptions,
  log: FastifyBaseLogger,
): (request: FastifyRequest) => Promise<PageAnswer> {
  const manifest = readClientManifest(clientDir);
  const tilePreconnects = tileUrl ? tilePreconnectTags(tileUrl) : '';
  const index = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  // Only a build whose page loads its app the way Vite writes it can hand it over to hydration.
  const renders = renderFirstView && ENTRY_SCRIPT.test(index) ? renderFirstView : undefined;
  if (renderFirstView && !renders)
    log.warn(
      'index.html loads its scripts in an unexpected way: no page is rendered on the server',
    );
  const starts = new Map<string, PageStart>();
  const startOf = (modules: string[]): PageStart => {
    const key = modules.join(' ');
    let start = starts.get(key);
    if (!start) {
      const { scripts, styles } = manifest
        ? firstViewChunks(manifest, modules)
        : { scripts: [], styles: [] };
      const early =
        stylePreloadTags(styles) + (modules.includes(PROVIDER_MAP) ? tilePreconnects : '');
      const withTags = (tags: string) => index.replace('</head>', () => `${tags}</head>`);
      start = {
        html: withTags(scriptPreloadTags(scripts) + early),
        withoutScripts: withTags(early),
        scripts,
      };
      starts.set(key, start);
    }
    return start;
  };
  // The landing page, drawn once per language and screen, is answered as a prepared string, as
  // fast as before the server drew it.
  const landingPages = new Map<string, string>();
  return async (request) => {
    const landingKey = dataOf ? landingPageKey(request) : undefined;
    const landing = landingKey === undefined ? undefined : landingPages.get(landingKey);
    if (landing !== undefined) return { html: landing, personal: false };
    const answer = await pageOf(request);
    // A render that failed or took too long is tried again next time.
    if (landingKey !== undefined && 'html' in answer && answer.drawn) {
      landingPages.set(landingKey, answer.html);
    }
    return answer;
  };

  async function pageOf(
    request: FastifyRequest,
  ): Promise<(PageShown & { drawn?: boolean }) | { redirect: string }> {
    const cookieStart = startOf(
      manifest && hasSessionCookie(request) ? firstViewModules(request.url) : [],
    );
    if (!dataOf) return { html: cookieStart.html, personal: false };
    const pathname = routedPath(request);
    // Nobody reads a HEAD request's body: it gets the page's status and caching without the
    // first view, so neither the database nor the renderer works for it (but for the session,
    // on a path that depends on it).
    if (request.method === 'HEAD' && !mayRedirect(pathname)) {
      return { html: cookieStart.html, personal: hasSessionCookie(request) };
    }
    // One guess per request, for the first view's data and for its render alike.
    const smallScreen = looksLikeSmallScreen(request.headers);
    // Without a session cookie nobody is signed in: no need to ask the database.
    const data = hasSessionCookie(request)
      ? await dataOf(request, { smallScreen })
      : { user: null };
    const redirect = redirectOf(pathname, {
      signedIn: data.user !== null,
      readyToSearch: data.profile ? readyToSearch(data.profile) : undefined,
    });
    if (redirect) return { redirect };
    if (request.method === 'HEAD') return { html: cookieStart.html, personal: data.user !== null };
    // A cookie that names no session gets a visitor's page, with none of a signed-in page's
    // scripts.
    const start = data.user ? cookieStart : startOf([]);
    const rendered = await renderedOrNot(request, data, smallScreen);
    const carried: FirstViewData = rendered ? { ...data, rendered: rendered.state } : data;
    const script = `<script id="${FIRST_VIEW_DATA_ID}" type="application/json">${scriptSafeJson(carried)}</script>`;
    // Function replacers: text such as `$\`` in a family's search must not act as a pattern.
    const withData = (html: string) => html.replace('</head>', () => `${script}</head>`);
    const personal = data.user !== null;
    if (!rendered) return { html: withData(start.html), personal };
    // A Spanish page hydrates in Spanish: its words are fetched with the scripts, not after.
    const spanish =
      rendered.state.language === 'es' ? manifest?.[SPANISH_CATALOG]?.file : undefined;
    const scripts = spanish ? [...start.scripts, `/${spanish}`] : start.scripts;
    const html = withFirstView(withData(start.withoutScripts), rendered.markup, scripts, {
      language: rendered.state.language,
    });
    return { html, personal, drawn: true };
  }

  /** The server's render of the first view, or undefined where the browser renders it alone. */
  async function renderedOrNot(request: FastifyRequest, data: FirstViewData, smallScreen: boolean) {
    if (!renders) return undefined;
    try {
      return await renders(request.url, data, { smallScreen, language: requestLanguage(request) });
    } catch (error) {
      // The page still works: the browser renders it, as it does every page without this.
      request.log.warn({ err: loggableRenderError(error) }, 'first view not rendered');
      return undefined;
    }
  }
}

/** Only the error's kind and message: a render's props hold a family's data, never logged. */
const loggableRenderError = (error: unknown) =>
  error instanceof Error ? { type: error.name, message: error.message } : { type: typeof error };

/**
 * The page with the server's markup in its root, in the reader's language. The first view shows
 * without the scripts, so they are asked for only once it is painted (`after-first-paint.js`):
 * on a slow connection its styles then have the bandwidth to themselves, and on a slow phone
 * the first paint never waits for the scripts to run.
 */
function withFirstView(
  html: string,
  markup: string,
  scripts: readonly string[],
  { language = 'en' }: { language?: string },
): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1] ?? '';
  return html
    .replace('<html lang="en">', `<html lang="${language}">`)
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`)
    .replace(
      ENTRY_SCRIPT,
      () =>
        `<script defer src="/after-first-paint.js" data-entry="${entry}" ` +
        `data-preload="${scripts.join(' ')}"></script>`,
    );
}
