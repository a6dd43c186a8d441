import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorMessage } from '@shared/api/error-messages';
import { FIRST_VIEW_DATA_ID, type FirstViewData } from '@shared/api/first-view';
import type { Language } from '@shared/i18n/languages';
import { mayRedirect, redirectOf } from '@shared/page-routes';
import { readyToSearch } from '@shared/rules/provider-search';
import { AppError } from './errors';
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
import { PAGE_ROUTE } from './request-log';
import { requestLanguage } from './request-language';
import { routedPath } from './routed-path';
import { looksLikeSmallScreen, SCREEN_GUESS_HEADERS, SCREEN_HINTS } from './user-agent';

const YEAR = 365 * 24 * 60 * 60;

// Crawlers may read the public pages; API answers and the clinics' private reply links are not
// for search engines.
const ROBOTS_TXT =
  'User-agent: *\nDisallow: /api/\nDisallow: /provider-reply/\nDisallow: /provider-confirm/\nDisallow: /listing-check/\nDisallow: /clinic/\n';

/**
 * A page path is one the client router answers: a GET outside /api/ whose last segment has no file
 * extension. A missing file (`/robots.text`, an old hashed chunk) is a 404, never the app's HTML.
 */
const isPagePath = (method: string, pathname: string) =>
  (method === 'GET' || method === 'HEAD') &&
  !pathname.startsWith('/api/') &&
  !/\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf('/') + 1));

/** A session cookie says who is probably signed in; the server checks it for real on /api/. */
const hasSessionCookie = (request: FastifyRequest) =>
  Boolean(request.cookies.sid ?? request.cookies['__Host-sid']);

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

interface ClientAppOptions {
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
type PageAnswer = PageShown | { redirect: string };
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
function pageHtml(
  clientDir: string,
  { firstViewDataOf: dataOf, renderFirstView, tileUrl }: ClientAppOptions,
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
  // The landing page at '/' is the same for every visitor of one language and screen: drawn once
  // each, it is answered as a prepared string, as fast as before the server drew it. Only the
  // bare address is kept (a campaign's query string would fill the map).
  const landingPages = new Map<string, string>();
  return async (request) => {
    const landingKey =
      dataOf && request.url === '/' && request.method === 'GET' && !hasSessionCookie(request)
        ? `${requestLanguage(request)} ${looksLikeSmallScreen(request.headers)}`
        : undefined;
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

/**
 * Serves the built client: hashed assets cached for a year, everything else (index.html) revalidated,
 * and index.html for any other page path so the client router can answer (including its own 404
 * page), never cached when it carries a signed-in user's data. Unknown /api/* paths get a JSON
 * 404, other unknown files a plain-text one.
 */
export async function registerClientApp(
  app: FastifyInstance,
  clientDir: string,
  options: ClientAppOptions = {},
): Promise<void> {
  const indexFile = path.join(clientDir, 'index.html');
  const built = existsSync(indexFile);
  const page = built ? pageHtml(clientDir, options, app.log) : undefined;
  if (built) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.startsWith(path.join(clientDir, 'assets') + path.sep);
        res.setHeader('cache-control', hashed ? `public, max-age=${YEAR}, immutable` : 'no-cache');
      },
    });
  }

  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(ROBOTS_TXT),
  );

  /** Anything no route answers: a JSON 404 under /api/, a plain one for files, 503 unbuilt. */
  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    // Decoded: `/%61pi/...` is an API path, whose 404 is JSON.
    const pathname = routedPath(request);
    if (isPagePath(request.method, pathname)) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The client is not built yet: run `npm run build`.');
    }
    if (!pathname.startsWith('/api/') && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    throw new AppError(
      'not_found',
      errorMessage('request.noRoute', { method: request.method, path: pathname }),
    );
  };
  app.setNotFoundHandler(notFound);

  // Pages are a route of their own (the most general one: files and the API match first), so
  // that they are compressed like every other answer.
  if (page) {
    app.get(PAGE_ROUTE, async (request, reply) => {
      if (!isPagePath(request.method, routedPath(request))) {
        return notFound(request, reply);
      }
      const answer = await page(request);
      // Where a session is sent depends on the session.
      if ('redirect' in answer) {
        return reply
          .header('cache-control', 'no-store')
          .header('vary', 'cookie')
          .redirect(answer.redirect);
      }
      // A page with someone's name and profile in it is kept by no cache, the browser's included.
      return (
        reply
          .header('cache-control', answer.personal ? 'no-store' : 'no-cache')
          // The first view is drawn for the session, the language and the screen the request tells.
          .header('vary', `cookie, accept-language, ${SCREEN_GUESS_HEADERS}`)
          .header('accept-ch', SCREEN_HINTS)
          .type('text/html; charset=utf-8')
          .send(answer.html)
      );
    });
  }
}
