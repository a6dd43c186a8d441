import { StrictMode, type ReactNode } from 'react';
import { RenderedForLargeScreen } from '@client/features/providers/use-large-screen';
import type { SessionUser } from '@client/lib/session-user';
import { AppProviders } from './app-providers';

/**
 * The whole app around its router (`children`), in the document (root.tsx): the server draws
 * this same tree that the browser hydrates.
 */
export function AppTree({
  session,
  renderedForLargeScreen = true,
  children,
}: {
  session: SessionUser;
  renderedForLargeScreen?: boolean;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <RenderedForLargeScreen value={renderedForLargeScreen}>
        <AppProviders session={session}>{children}</AppProviders>
      </RenderedForLargeScreen>
    </StrictMode>
  );
}
