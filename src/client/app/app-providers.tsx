import type { QueryClient } from '@tanstack/react-query';
import { createContext, useState, type ReactNode } from 'react';
import { Toaster } from '@client/components/toaster';
import { SessionProvider, type SessionUser } from '@client/lib/session-user';

/**
 * Where the tree's query cache is kept once a part that reads the server's data is drawn
 * (query-layer.tsx, loaded on demand): on the server a fresh one for every answer.
 */
export const TreeQueryCache = createContext<{ client?: QueryClient }>({});

/** Everything a page needs around it: who is signed in, and toasts (one visible at a time). */
export function AppProviders({ session, children }: { session: SessionUser; children: ReactNode }) {
  const [queryCache] = useState(() => ({}));
  return (
    <SessionProvider session={session}>
      <TreeQueryCache.Provider value={queryCache}>
        {children}
        <Toaster />
      </TreeQueryCache.Provider>
    </SessionProvider>
  );
}
