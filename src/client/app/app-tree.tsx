import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { RenderedForLargeScreen } from '@client/features/providers/use-large-screen';
import { AppProviders } from './app-providers';

/**
 * The whole app around its router (`children`), in the document (root.tsx): the server draws
 * this same tree that the browser hydrates.
 */
export function AppTree({
  queryClient,
  renderedForLargeScreen = true,
  children,
}: {
  queryClient: QueryClient;
  renderedForLargeScreen?: boolean;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <RenderedForLargeScreen value={renderedForLargeScreen}>
        <AppProviders queryClient={queryClient}>{children}</AppProviders>
      </RenderedForLargeScreen>
    </StrictMode>
  );
}
