import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';
import { SEARCH_FIRST_VIEW } from './src/shared/first-view-modules.ts';

// What the pages' build (vite.pages.config.ts) shares with vite.config.ts (the server bundle,
// `npm run dev` and Vitest).

export const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@client': fileURLToPath(new URL('./src/client', import.meta.url)),
  '@server': fileURLToPath(new URL('./src/server', import.meta.url)),
};

/**
 * Every module `roots` (paths from the repository's root) import statically, directly or not, the
 * roots included; found from this file, whichever folder the build runs in.
 */
function staticallyReached(roots: readonly string[], ctx: Rolldown.ChunkingContext): Set<string> {
  const reached = new Set<string>();
  const visit = (id: string) => {
    if (reached.has(id)) return;
    reached.add(id);
    ctx.getModuleInfo(id)?.importedIds.forEach(visit);
  };
  roots.forEach((root) => visit(fileURLToPath(new URL(`./${root}`, import.meta.url))));
  return reached;
}

/** Per chunking pass (its context object), what the search page's first view runs. */
const searchFirstView = new WeakMap<Rolldown.ChunkingContext, Set<string>>();

/**
 * Few, larger chunks instead of dozens of tiny shared ones: each request costs a round trip on a
 * phone. Whatever the landing page needs stays in its entry; what the signed-in pages share goes
 * into two chunks: `app`, what the provider search's first view runs, and `pages`, what only the
 * other pages share (the forms, the clinics' and the admins' schemas). A chunk's modules all run
 * when it loads, in one task: the search page's first view runs none of the others' (about 60%
 * of one shared chunk). The form library (no search page has a form), the password checker's
 * dictionaries, the uploader and the map keep their own chunks, fetched only by the pages that
 * use them.
 */
export const CLIENT_CHUNKS: Rolldown.CodeSplittingOptions = {
  groups: [
    { name: 'boot', tags: ['$initial'], priority: 2 },
    {
      name: 'forms',
      test: /node_modules[\\/](react-hook-form|@hookform)/,
      priority: 1,
    },
    {
      name: (id, ctx) => {
        let reached = searchFirstView.get(ctx);
        if (!reached)
          searchFirstView.set(ctx, (reached = staticallyReached(SEARCH_FIRST_VIEW, ctx)));
        return reached.has(id) ? 'app' : 'pages';
      },
      minShareCount: 2,
      test: (id: string) => !/node_modules[\\/](@zxcvbn-ts|@uppy|leaflet|react-leaflet)/.test(id),
      priority: 1,
    },
  ],
};
