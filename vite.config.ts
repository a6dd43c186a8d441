import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@client': fileURLToPath(new URL('./src/client', import.meta.url)),
  '@server': fileURLToPath(new URL('./src/server', import.meta.url)),
};

// Tests that start the built server as a process (Vitest's 'process' project).
const PROCESS_TESTS = ['src/server/main.test.ts', 'scripts/admin.test.ts'];

// The server tests that also run on PostgreSQL: those whose outcome the engine can change, and
// through them a smoke test of every feature that stores data. The embedded engine runs them all.
const POSTGRES_TESTS = [
  // Locking, leases and durable jobs: FOR UPDATE (SKIP LOCKED) means something only with
  // several connections.
  'src/server/lib/jobs.test.ts',
  'src/server/features/appointment-requests/reminders.test.ts',
  'src/server/features/appointment-requests/appointment-requests.test.ts',
  'src/server/features/appointment-requests/withdrawals/withdrawals.test.ts',
  'src/server/features/admin/admin-import.test.ts',
  'src/server/features/admin/admin-import-failures.test.ts',
  // Rate limits keep their counts in PostgreSQL there, in memory on the embedded engine.
  'src/server/features/auth/sign-in-guessing.test.ts',
  'src/server/features/auth/auth.test.ts',
  'src/server/features/auth/email-verification.test.ts',
  // The search index follows the database through LISTEN/NOTIFY on its own connection.
  'src/server/features/providers/provider-map-index.test.ts',
  // Hand-written SQL, whose answers reach us through each driver's own type parsing.
  'src/server/features/providers/providers.test.ts',
  'src/server/features/providers/soonest-sort.test.ts',
  'src/server/features/appointment-requests/provider-wait.test.ts',
  'src/server/features/admin/admin-upsert-clear.test.ts',
  'src/server/features/appointment-requests/replies/replies.test.ts',
  'src/server/features/appointment-requests/confirmations/confirmations.test.ts',
  'src/server/features/profile/profile.test.ts',
  'src/server/features/care-basket/care-basket.test.ts',
  // Migrations and sample data, the database's health, and what the driver's errors contain.
  'src/server/db/seed-sample-data.test.ts',
  'src/server/features/health/health.test.ts',
  'src/server/error-log.test.ts',
];

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
    // One worker per core: PGlite runs on the worker's own thread, so two files keep two cores busy.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'rules',
          environment: 'node',
          include: ['src/shared/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/lint/**/*.test.ts'],
          exclude: PROCESS_TESTS,
          setupFiles: ['tests/setup/env.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts'],
          exclude: PROCESS_TESTS,
          globalSetup: ['tests/setup/template-database.ts'],
          setupFiles: ['tests/setup/env.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // With TEST_DATABASE_URL the tests whose behaviour depends on the engine run again, on
      // PostgreSQL (docs/testing.md says which and why).
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                environment: 'node',
                include: POSTGRES_TESTS,
                globalSetup: ['tests/setup/template-database.ts'],
                setupFiles: ['tests/setup/env.ts'],
                env: { TEST_DB_ENGINE: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      // The server as an operator runs it: the built bundle, started as a process.
      {
        extends: true,
        test: {
          name: 'process',
          environment: 'node',
          include: PROCESS_TESTS,
          globalSetup: ['tests/setup/built-server.ts'],
          setupFiles: ['tests/setup/env.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
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
