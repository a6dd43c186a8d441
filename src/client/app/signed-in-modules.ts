import type { ComponentType } from 'react';
import { SIGNED_IN_PAGES } from '@shared/signed-in-pages';

// The signed-in layout and pages load on demand; these are their imports, shared by the router's
// lazy components and by the early start below (an import runs once, whoever asks first).
export const loadSignedInLayout = () => import('./signed-in-layout');

// Every page module of a feature, each its own chunk, loaded when first asked for.
const pageModules = import.meta.glob<Record<string, ComponentType>>(
  '/src/client/features/*/*-page.tsx',
);

/** The page component of a signed-in path's page (see `SIGNED_IN_PAGES`), loaded on demand. */
export function loadSignedInPage(path: string): Promise<{ default: ComponentType }> {
  const page = SIGNED_IN_PAGES[path]!;
  return pageModules[`/${page.module}`]!().then((module) => ({
    default: module[page.component]!,
  }));
}

/**
 * Starts loading the layout and page of a signed-in-only path at boot, while the session is
 * being checked, instead of one after the other once it has been. A visitor who is not signed in
 * sees the landing page there, and merely fetched a little too much. '/' is the landing page for
 * visitors, so it is not started.
 */
export function startLoadingSignedInPage(pathname: string): void {
  if (pathname === '/' || !SIGNED_IN_PAGES[pathname]) return;
  void loadSignedInLayout().catch(() => undefined);
  void loadSignedInPage(pathname).catch(() => undefined);
}
