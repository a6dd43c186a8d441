import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@client/lib/query-client';

// Framework mode's query cache: in the browser one for the page's life, shared by the app's tree
// and the pages' loaders (which fill it before a page is drawn); on the server one per answer.

let inBrowser: QueryClient | undefined;

/** The browser's cache, made on first use. */
export const browserQueryClient = (): QueryClient => (inBrowser ??= createQueryClient());

/** The cache of the tree being drawn: a fresh one on the server, never shared between answers. */
export const queryClientForTree = (): QueryClient =>
  typeof document === 'undefined' ? createQueryClient() : browserQueryClient();
