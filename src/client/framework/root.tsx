import { dehydrate, QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Links,
  Meta,
  Scripts,
  useRouteLoaderData,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from 'react-router';
import { AppTree } from '@client/app/app-tree';
import { RootError } from '@client/app/error-boundaries';
import { Blank, PageRoot } from '@client/app/page-gates';
import { seedLayoutData } from '@client/app/first-view-seed';
import { sessionForTree } from '@client/lib/session-user';
import { DRAWN_AT, pageRequest } from './page-request';
import '@client/styles.css';

// The document around every page: its head, the app's providers, who is signed in, and on a
// signed-in page what its layout shows (the profile, the basket and the requests), handed from
// the server's loader to the browser's query cache under the keys the app reads them by.

/** The document; its providers hold the root's error page as well as every page. */
export function Layout({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const data = useRouteLoaderData<typeof loader>('root');
  const [session] = useState(() => sessionForTree(data?.user));
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
          <AppTree session={session} renderedForLargeScreen={data?.largeScreen}>
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
 * Who is signed in, as the API would answer; on a signed-in page's request the rest of the
 * layout's data, dehydrated for the query cache; and where the page was drawn.
 */
export function loader({ context }: LoaderFunctionArgs) {
  const { user, firstView, drawnAt, largeScreen } = context.get(pageRequest);
  let queries;
  if (firstView) {
    const layoutData = new QueryClient();
    seedLayoutData(layoutData, firstView);
    queries = dehydrate(layoutData);
  }
  return { largeScreen, drawnAt, user, queries };
}

// Signing in or out changes the browser's session, which the app reads; the server's first answer
// is not asked for again.
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export default function Root() {
  return <PageRoot />;
}

export const ErrorBoundary = RootError;
export const HydrateFallback = Blank;
