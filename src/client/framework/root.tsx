import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Links,
  Meta,
  Scripts,
  useLoaderData,
  useRouteLoaderData,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from 'react-router';
import { AppTree } from '@client/app/app-tree';
import { RootError } from '@client/app/error-boundaries';
import { Blank, PageRoot } from '@client/app/page-gates';
import { seedLayoutData } from '@client/app/first-view-seed';
import { currentUserQueryOptions } from '@client/lib/api/get-current-user';
import { DRAWN_AT, pageRequest } from './page-request';
import { queryClientForTree } from './query-cache';
import '@client/styles.css';

// The document around every page: its head, the app's providers, and what every signed-in page's layout shows (who is signed in, the
// profile, the basket and the requests), handed from the server's loader to the browser's query
// cache under the keys the app reads them by.

/** The document; its providers hold the root's error page as well as every page. */
export function Layout({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const [queryClient] = useState(queryClientForTree);
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang={i18n.language}>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0, viewport-fit=cover" />
        <meta name="description" content={t('document.description')} />
        <meta name="theme-color" content="#0f766e" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <title>{t('document.title')}</title>
        {data?.drawnAt && <meta name={DRAWN_AT} content={data.drawnAt} />}
        <Meta />
        <Links />
      </head>
      <body>
        <div id="root">
          <AppTree queryClient={queryClient} renderedForLargeScreen={data?.largeScreen}>
            {children}
          </AppTree>
        </div>
        <noscript>{t('document.noscript')}</noscript>
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Who is signed in and, on a page request, the rest of the layout's data, as the API would answer
 * them, dehydrated; and where the page was drawn.
 */
export function loader({ context }: LoaderFunctionArgs) {
  const { user, firstView, drawnAt, largeScreen } = context.get(pageRequest);
  const queries = new QueryClient();
  if (firstView) seedLayoutData(queries, firstView);
  else queries.setQueryData(currentUserQueryOptions().queryKey, user);
  return { largeScreen, drawnAt, queries: dehydrate(queries) };
}

// Signing in or out changes the browser's cache, which the app reads; the server's first answer
// is not asked for again.
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export default function Root() {
  const { queries } = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={queries}>
      <PageRoot />
    </HydrationBoundary>
  );
}

export const ErrorBoundary = RootError;
export const HydrateFallback = Blank;
