import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { RenderedForLargeScreen } from '@client/features/providers/use-large-screen';
import { AppProviders } from './app-providers';
import { AppRoutes } from './app-routes';
import { RootErrorBoundary } from './error-boundaries';

/**
 * The whole app inside a router: the browser's (main.tsx) and the server's first render of a page
 * render this same tree, so the browser can hydrate the server's markup.
 */
export function AppTree({
  queryClient,
  renderedForLargeScreen = true,
}: {
  queryClient: QueryClient;
  renderedForLargeScreen?: boolean;
}) {
  return (
    <StrictMode>
      <RenderedForLargeScreen value={renderedForLargeScreen}>
        <AppProviders queryClient={queryClient}>
          <RootErrorBoundary>
            <AppRoutes />
          </RootErrorBoundary>
        </AppProviders>
      </RenderedForLargeScreen>
    </StrictMode>
  );
}
