import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  createRequestHandler,
  RouterContextProvider,
  type RouterContext,
  type ServerBuild,
} from 'react-router';
import type { FirstViewData } from '@shared/api/first-view';
import { SPANISH_CATALOG } from '@shared/first-view-modules';
import type { PageRequest } from '@shared/api/page-request';
import type { Language } from '@shared/i18n/languages';
import { profileSearchAddress } from '@shared/rules/profile-search';
import { readyToSearch } from '@shared/rules/provider-search';
import { hasSessionCookie } from './auth';
import {
  firstViewChunks,
  firstViewModules,
  readClientManifest,
  type FirstViewChunks,
} from './first-view-preloads';
import { landingPageKey } from './landing-page-key';
import { loggableError } from './loggable-error';
import { requestLanguage } from './request-language';
import { routedPath } from './routed-path';
import { scriptNonceOf } from './security-headers';
import { looksLikeSmallScreen, SCREEN_GUESS_HEADERS, SCREEN_HINTS } from './user-agent';

// Pages on React Router's framework mode: its server build draws them, from
// a Fetch request made of Fastify's, with what our server knows of the request in its context.
// Files, the API and the not-found answers stay with client-app.ts.

/**
 * Reads a page request's first-view data (the signed-in user, their profile, what the page opens
 * on), for the screen the server guessed the request comes from.
 */
export type FirstViewDataOf = (
  request: FastifyRequest,
  screen: { smallScreen: boolean },
) => Promise<FirstViewData>;

/** What the page's session says: who is signed in, and where the first run leads them. */
export type PageSessionOf = (
  request: FastifyRequest,
) => Promise<Pick<PageRequest, 'user' | 'readyToSearch'>>;

export interface FrameworkPages {
  answer: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
}

/** What a page request's session says, read before React Router runs. */
type SessionFacts = Pick<
  PageRequest,
  'user' | 'readyToSearch' | 'firstView' | 'drawnAt' | 'firstViewChunks'
>;

/**
 * Where React Router's server build comes from: the built file, loaded once, or in development
 * the sources through Vite, loaded for every request so that a change shows at once.
 */
export interface PagesBuild {
  load: () => Promise<ServerBuild>;
  mode: 'production' | 'development';
  /** The browser's files of the build, whose manifest names a page's chunks (none under Vite). */
  clientDir?: string;
}

/** The built pages in `buildDir` (dist/pages), or undefined while they are not built. */
export async function builtPages(buildDir: string): Promise<PagesBuild | undefined> {
  const serverFile = path.join(buildDir, 'server/index.js');
  if (!existsSync(serverFile)) return undefined;
  const build = (await import(pathToFileURL(serverFile).href)) as ServerBuild;
  return {
    load: () => Promise.resolve(build),
    mode: 'production',
    clientDir: path.join(buildDir, 'client'),
  };
}

/** The build's own copy of the context key (entry.server.tsx exports it). */
function pageRequestKey(build: ServerBuild): RouterContext<PageRequest> {
  const key = (build.entry.module as { pageRequest?: RouterContext<PageRequest> }).pageRequest;
  if (!key) throw new Error('the pages’ server build names no pageRequest context');
  return key;
}

/** The pages `source` draws, for the session and screen of each request. */
export async function frameworkPages(
  source: PagesBuild,
  { sessionOf, firstViewOf }: { sessionOf: PageSessionOf; firstViewOf: FirstViewDataOf },
): Promise<FrameworkPages> {
  pageRequestKey(await source.load());
  const handle = createRequestHandler(source.load, source.mode);
  const firstViewChunksOf = chunksOnDemand(source.clientDir);

  // The landing page, drawn once per language and screen, is answered as a kept string under the
  // answer's own nonce; in development it is drawn afresh, with the sources as they are.
  const landingPages = new Map<string, KeptPage>();
  const keepsLanding = source.mode === 'production';

  return {
    async answer(request, reply) {
      const smallScreen = looksLikeSmallScreen(request.headers);
      const nonce = scriptNonceOf(reply) ?? '';
      const landingKey = nonce && keepsLanding ? landingPageKey(request) : undefined;
      const kept = landingKey === undefined ? undefined : landingPages.get(landingKey);
      if (kept) {
        const html = kept.html.replaceAll(`nonce="${kept.nonce}"`, `nonce="${nonce}"`);
        return sendPage(reply, { ...kept, body: html }, false);
      }

      const session = await sessionFactsOf(request, smallScreen);
      const facts: PageRequest = {
        ...session,
        language: session.user?.language ?? requestLanguage(request),
        largeScreen: !smallScreen,
        nonce,
        reportError: (error) =>
          request.log.error({ error: loggableError(error) }, 'a page could not be drawn'),
      };
      const key = pageRequestKey(await source.load());
      const context = new RouterContextProvider(new Map([[key, facts]]));
      const response = await handle(fetchRequestOf(request, session.drawnAt), context);
      const headers = [...response.headers];
      if (landingKey !== undefined && response.status === 200) {
        const html = await response.text();
        landingPages.set(landingKey, { status: 200, headers, html, nonce });
        return sendPage(reply, { status: 200, headers, body: html }, false);
      }
      const body = response.body
        ? Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>)
        : null;
      return sendPage(reply, { status: response.status, headers, body }, session.user !== null);
    },
  };

  /**
   * Who asks, and signed in on a request for a page, the answers its first view opens on (which
   * name whether the profile is ready to search) and where it is drawn. A navigation's data and a
   * HEAD request draw nothing: the session is all their loaders read.
   */
  async function sessionFactsOf(
    request: FastifyRequest,
    smallScreen: boolean,
  ): Promise<SessionFacts> {
    if (!hasSessionCookie(request)) return { user: null };
    const pathname = routedPath(request);
    if (request.method === 'HEAD' || pathname.endsWith('.data')) return sessionOf(request);
    const firstView = await firstViewOf(request, { smallScreen });
    if (!firstView.user) return { user: null };
    const { profile } = firstView;
    const search = new URL(request.url, 'http://localhost').search;
    const drawnAt = profileSearchAddress(profile, pathname, search);
    return {
      user: firstView.user,
      readyToSearch: profile ? readyToSearch(profile) : undefined,
      firstView,
      ...(drawnAt ? { drawnAt } : {}),
      firstViewChunks: firstViewChunksOf(drawnAt ?? request.url, firstView.user.language),
    };
  }
}

/**
 * The chunks a signed-in first view of an address loads on demand, in the reader's language, as
 * the build's manifest names them (none without one), worked out once per kind of page.
 */
function chunksOnDemand(clientDir: string | undefined) {
  const manifest = clientDir ? readClientManifest(clientDir) : undefined;
  const known = new Map<string, FirstViewChunks>();
  return (address: string, language: Language): FirstViewChunks | undefined => {
    const modules = firstViewModules(address);
    if (!manifest || modules.length === 0) return undefined;
    if (language === 'es') modules.push(SPANISH_CATALOG);
    const key = modules.join(' ');
    let chunks = known.get(key);
    if (!chunks) {
      chunks = firstViewChunks(manifest, modules);
      known.set(key, chunks);
    }
    return chunks;
  };
}

/** A page drawn once and kept, with the nonce it was drawn under. */
interface KeptPage {
  status: number;
  headers: [string, string][];
  html: string;
  nonce: string;
}

/** Sends a page React Router drew, with our caching rules. */
function sendPage(
  reply: FastifyReply,
  page: { status: number; headers: [string, string][]; body: string | Readable | null },
  personal: boolean,
): FastifyReply {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  // A page with someone's name in it is kept by no cache; every page is drawn for the session,
  // the language and the screen the request tells, whose width Chromium says once asked.
  return reply
    .header('cache-control', personal ? 'no-store' : 'no-cache')
    .header('vary', `cookie, accept-language, ${SCREEN_GUESS_HEADERS}`)
    .header('accept-ch', SCREEN_HINTS)
    .send(page.body);
}

/**
 * The Fetch API's request for a Fastify one, at `address` when the page is drawn elsewhere than
 * asked: a page's is a GET or HEAD, with no body.
 */
function fetchRequestOf(request: FastifyRequest, address = request.url): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const url = new URL(address, `${request.protocol}://${request.host}`);
  return new Request(url, { method: request.method, headers });
}
