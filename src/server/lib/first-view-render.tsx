import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { FirstViewData } from '@shared/api/first-view';
import { DEFAULT_LANGUAGE, type Language } from '@shared/i18n/languages';
import { isDrawnByServer, isServicesPage, showsLandingPage } from '@shared/page-routes';
import { profileSearchAddress } from '@shared/rules/profile-search';
import { seedFirstView } from '@client/app/first-view-seed';
import { AppTree } from '@client/app/app-tree';
import { appRoutes } from '@client/app/routes';
import { i18nIn } from '@client/i18n/fixed-language';
import { createQueryClient } from '@client/lib/query-client';

/** A render that takes longer is given up: the browser renders the page itself, as elsewhere. */
const RENDER_TIMEOUT_MS = 2_000;

export interface RenderedFirstView {
  markup: string;
  /** What the page's data says of the render, for the browser to hydrate it. */
  state: NonNullable<FirstViewData['rendered']>;
}

/**
 * Whether the server renders the first view of `pathname` from `data`: the landing page for a
 * visitor; signed in, the provider search (whose first list page or first map answer the data
 * holds, so its cards, or the map's first tiles, show before the scripts), the services page
 * and the appointments page. The other pages wait in the browser for answers the data lacks.
 */
function rendersHere(pathname: string, data: FirstViewData): boolean {
  if (!data.user) return showsLandingPage(pathname);
  if (!isDrawnByServer(pathname)) return false;
  // Each with the answers it opens on, unless the server could not read them.
  if (pathname === '/home') return Boolean(data.providers || data.map);
  if (isServicesPage(pathname)) return Boolean(data.layout && data.serviceWaits);
  return Boolean(data.layout);
}

/**
 * The markup of the first view of `url`, rendered from the same data the page carries, through
 * the app's own routes and loaders (which find that data in the cache and ask nobody), for the
 * browser to hydrate; undefined for pages rendered only in the browser. `language` is a
 * visitor's; a signed-in user's page is in their account's.
 */
export async function renderFirstView(
  url: string,
  data: FirstViewData,
  { smallScreen, language: visitorLanguage = DEFAULT_LANGUAGE }: RenderOptions,
): Promise<RenderedFirstView | undefined> {
  const { pathname, search } = new URL(url, 'http://localhost');
  if (!rendersHere(pathname, data)) return undefined;
  const queryClient = createQueryClient(() => undefined);
  seedFirstView(queryClient, data);
  const largeScreen = !smallScreen;
  const location = profileSearchAddress(data.profile, pathname, search) ?? `${pathname}${search}`;
  const language = data.user?.language ?? visitorLanguage;
  const i18n = i18nIn(language);
  try {
    const { query, dataRoutes } = createStaticHandler(appRoutes(queryClient));
    const context = await query(new Request(new URL(location, 'http://localhost')));
    // A redirect is the browser's to follow; a loader that failed (its data was not here) leaves
    // the page to the browser, whose loaders ask the API.
    if (context instanceof Response) return undefined;
    if (context.errors) throw firstError(context.errors);
    const router = createStaticRouter(dataRoutes, context);
    // React renders what failed or was cut short as its fallback (a blank page here) and resolves
    // all the same: any error means no render, so the browser draws the page itself.
    const errors: unknown[] = [];
    const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
    const { prelude } = await prerender(
      <I18nextProvider i18n={i18n}>
        <AppTree queryClient={queryClient} renderedForLargeScreen={largeScreen}>
          {/* The router's state travels in the first view's data, not in an inline script. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppTree>
      </I18nextProvider>,
      // Collected, not printed: the caller logs an error's kind and message only.
      { signal, onError: (error) => void errors.push(error) },
    );
    if (signal.aborted) throw new RenderIncomplete(`took over ${RENDER_TIMEOUT_MS} ms`);
    if (errors.length > 0) throw errors[0];
    return {
      markup: await new Response(prelude).text(),
      state: {
        largeScreen,
        language,
        router: { loaderData: context.loaderData, actionData: null, errors: null },
      },
    };
  } finally {
    queryClient.clear();
  }
}

interface RenderOptions {
  /** The server's guess of the screen the request comes from. */
  smallScreen: boolean;
  /** A visitor's language (the account's, signed in). */
  language?: Language;
}

const firstError = (errors: Record<string, unknown>) => Object.values(errors)[0];

/** The render did not finish: the page goes without it. */
export class RenderIncomplete extends Error {
  override name = 'RenderIncomplete';
}
