import i18next, { type i18n as I18n } from 'i18next';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import type { FirstViewData } from '@shared/api/first-view';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@shared/i18n/languages';
import { CLIENT_NAMESPACES } from '@shared/i18n/namespaces';
import { profileSearchAddress, seedFirstView } from '@client/app/first-view-data';
import { AppTree } from '@client/app/app-tree';
import { catalog as english } from '@client/i18n/catalog-en';
import { catalog as spanish } from '@client/i18n/catalog-es';
import { createQueryClient } from '@client/lib/query-client';

/** A render that takes longer is given up: the browser renders the page itself, as elsewhere. */
const RENDER_TIMEOUT_MS = 2_000;

// One instance per language, made once with the browser's catalogs and never switched, so
// renders in both languages can run side by side.
const instances = new Map<Language, I18n>(
  LANGUAGES.map((language) => {
    const instance = i18next.createInstance();
    void instance.init({
      resources: { en: english, es: spanish },
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      ns: [...CLIENT_NAMESPACES],
      defaultNS: 'common',
      initAsync: false,
      // React escapes what it renders, as in the browser.
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    return [language, instance];
  }),
);

export interface RenderedFirstView {
  markup: string;
  largeScreen: boolean;
}

/**
 * The markup of a signed-in family's first view of `url`, rendered from the same data the page
 * carries, for the browser to hydrate; undefined for pages rendered only in the browser. Rendered
 * here: the provider search, whose first list page or first map answer the data holds, so its
 * cards, or the map's first tiles, show before the scripts. The other pages wait for answers the
 * data lacks.
 */
export async function renderFirstView(
  url: string,
  data: FirstViewData,
  smallScreen: boolean,
): Promise<RenderedFirstView | undefined> {
  const { pathname, search } = new URL(url, 'http://localhost');
  if (!data.user || !(data.providers || data.map)) return undefined;
  const queryClient = createQueryClient(() => undefined);
  seedFirstView(queryClient, data);
  const largeScreen = !smallScreen;
  const location = profileSearchAddress(data, pathname, search) ?? `${pathname}${search}`;
  const i18n = instances.get(data.user.language) ?? instances.get(DEFAULT_LANGUAGE)!;
  // React renders what failed or was cut short as its fallback (a blank page here) and resolves
  // all the same: any error means no render, so the browser draws the page itself.
  const errors: unknown[] = [];
  const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
  try {
    const { prelude } = await prerender(
      <I18nextProvider i18n={i18n}>
        <StaticRouter location={location}>
          <AppTree queryClient={queryClient} renderedForLargeScreen={largeScreen} />
        </StaticRouter>
      </I18nextProvider>,
      // Collected, not printed: the caller logs an error's kind and message only.
      { signal, onError: (error) => void errors.push(error) },
    );
    if (signal.aborted) throw new RenderIncomplete(`took over ${RENDER_TIMEOUT_MS} ms`);
    if (errors.length > 0) throw errors[0];
    return { markup: await new Response(prelude).text(), largeScreen };
  } finally {
    queryClient.clear();
  }
}

/** The render did not finish: the page goes without it. */
export class RenderIncomplete extends Error {
  override name = 'RenderIncomplete';
}
