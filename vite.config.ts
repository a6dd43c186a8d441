import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

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
        sourcemap: true,
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
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/shared/**/*.test.ts',
            'src/server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/lint/**/*.test.ts',
          ],
          setupFiles: ['tests/setup/env.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // With TEST_DATABASE_URL the server tests run a second time, on PostgreSQL.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                environment: 'node',
                include: ['src/server/**/*.test.ts'],
                exclude: ['src/server/db/sample-data/**'],
                setupFiles: ['tests/setup/env.ts'],
                env: { TEST_DB_ENGINE: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.tsx', 'src/client/**/*.test.ts'],
          setupFiles: ['tests/setup/env.ts', 'tests/setup/client.ts'],
        },
      },
    ],
  },
}));
