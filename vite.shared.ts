import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';

// What the pages' build (vite.pages.config.ts) shares with vite.config.ts (the server bundle,
// `npm run dev` and Vitest).

export const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@client': fileURLToPath(new URL('./src/client', import.meta.url)),
  '@server': fileURLToPath(new URL('./src/server', import.meta.url)),
};

/**
 * Few, larger chunks instead of dozens of tiny shared ones: each request costs a round trip on a
 * phone. Whatever the landing page needs stays in its entry; what the signed-in pages share goes
 * into one `app` chunk; the form library (no search page has a form), the password checker's
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
      name: 'app',
      minShareCount: 2,
      test: (id: string) => !/node_modules[\\/](@zxcvbn-ts|@uppy|leaflet|react-leaflet)/.test(id),
      priority: 1,
    },
  ],
};
