import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { testProjects } from './tests/setup/projects.ts';

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@client': fileURLToPath(new URL('./src/client', import.meta.url)),
  '@server': fileURLToPath(new URL('./src/server', import.meta.url)),
};

// One config for the client build, the server bundle (`vite build --ssr`) and Vitest.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [] : [react(), tailwindcss()],
  resolve: { alias },
  build: isSsrBuild
    ? { outDir: 'dist/server', copyPublicDir: false, target: 'node20', sourcemap: true }
    : {
        outDir: 'dist/client',
        // No source maps for the browser: they would publish our whole source next to the app.
        sourcemap: false,
        // The server reads the manifest to name a signed-in page's chunks in its HTML.
        manifest: true,
        // Few, larger chunks instead of dozens of tiny shared ones: each request costs a round trip
        // on a phone. Whatever the landing page needs stays in its entry; what the signed-in pages
        // share goes into one `app` chunk; the form library (no search page has a form), the
        // password checker's dictionaries, the uploader and the map keep their own chunks, fetched
        // only by the pages that use them.
        rolldownOptions: {
          output: {
            codeSplitting: {
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
                  test: (id) =>
                    !/node_modules[\\/](@zxcvbn-ts|@uppy|leaflet|react-leaflet)/.test(id),
                  priority: 1,
                },
              ],
            },
          },
        },
      },
  server: {
    // `npm run dev`: the API runs beside Vite on PORT (5000 by default).
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? '5000'}` },
  },
  test: {
    // One worker per core: PGlite runs on the worker's own thread, so two files keep two cores busy.
    maxWorkers: availableParallelism(),
    projects: testProjects(),
  },
}));
