import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { Toaster } from '@client/components/toaster';
import { SessionProvider, SessionUser } from '@client/lib/session-user';
import { createQueryClient } from '@client/lib/query-client';
import ProvidersPage from '../providers-page';
import { aFamily } from '../../../../../tests/support/current-user';

// Shows the URL's query string, so tests can see that tabs and filters are kept there.
function LocationProbe() {
  return <div data-testid="location">{useLocation().search}</div>;
}

/** The page at `path` with a signed-in session in the cache and the toasts. */
export function renderProvidersPage(path = '/home?tab=list') {
  const queryClient = createQueryClient();
  const session = new SessionUser(aFamily());
  render(
    <SessionProvider session={session}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <ProvidersPage />
          <LocationProbe />
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    </SessionProvider>,
  );
  return userEvent.setup();
}
