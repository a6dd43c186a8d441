import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProjectInlineConfiguration } from 'vitest/config';

// Vitest's projects: which tests run where, on which engine, and how isolated (docs/testing.md).

/** Tests that start the built server as a process. */
const PROCESS_TESTS = [
  'src/server/main.test.ts',
  'src/server/framework-pages.test.ts',
  'scripts/admin.test.ts',
  'scripts/backup.test.ts',
];

/**
 * The server tests that also run on PostgreSQL: those whose outcome the engine can change, and
 * through them a smoke test of every feature that stores data. The embedded engine runs them all.
 */
const POSTGRES_TESTS = [
  // Locking, leases and durable jobs: FOR UPDATE (SKIP LOCKED) means something only with
  // several connections.
  'src/server/lib/jobs.test.ts',
  'src/server/features/appointment-requests/reminders.test.ts',
  'src/server/features/appointment-requests/appointment-requests.test.ts',
  'src/server/features/appointment-requests/withdrawals/withdrawals.test.ts',
  'src/server/features/imports/registry/registry-import.test.ts',
  'src/server/features/imports/registry/registry-import-failures.test.ts',
  'src/server/features/imports/registry/import-lanes.test.ts',
  'src/server/features/imports/payer-directories/payer-import.test.ts',
  // Rate limits keep their counts in PostgreSQL there, in memory on the embedded engine.
  'src/server/features/auth/sign-in-guessing.test.ts',
  'src/server/features/auth/auth.test.ts',
  'src/server/features/auth/email-verification.test.ts',
  'src/server/features/client-errors/client-errors.test.ts',
  // The search index and the families' event streams follow the database through LISTEN/NOTIFY
  // on a connection of their own.
  'src/server/features/providers/provider-map-index.test.ts',
  // The snapshot's proof of what it saw is PostgreSQL's transaction snapshots.
  'src/server/features/providers/search-index-restart.test.ts',
  'src/server/features/appointment-requests/live/live.test.ts',
  // Hand-written SQL, whose answers reach us through each driver's own type parsing.
  'src/server/features/providers/providers.test.ts',
  'src/server/features/providers/soonest-sort.test.ts',
  'src/server/domain/waits/provider-wait.test.ts',
  'src/server/features/imports/registry/upsert-clear.test.ts',
  'src/server/features/imports/registry-file/registry-file.test.ts',
  'src/server/features/appointment-requests/replies/replies.test.ts',
  'src/server/features/appointment-requests/confirmations/confirmations.test.ts',
  'src/server/features/profile/profile.test.ts',
  'src/server/features/care-basket/care-basket.test.ts',
  'src/server/domain/scheduling-links/read-link.test.ts',
  // Migrations and sample data, the database's health, and what the driver's errors contain.
  'src/server/db/seed-sample-data.test.ts',
  'src/server/features/health/health.test.ts',
  // Backups leave the database to pg_dump there; the record's bigint size comes back as text.
  'src/server/features/backups/backups.test.ts',
  'src/server/error-log.test.ts',
];

/**
 * Test files that replace a module with `vi.mock`. Other files of a project share one module
 * graph per worker (importing the app once, not once per file); these need a graph of their own.
 */
const MOCKING_TESTS = ['src', 'scripts', 'tests'].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file).split(path.sep).join('/'))
    .filter((file) => readFileSync(file, 'utf8').includes('vi.mock(')),
);

type Project = NonNullable<TestProjectInlineConfiguration['test']> & {
  name: string;
  include: string[];
};

/** One project as two: the files that mock modules isolated, the rest sharing their imports. */
function sharingImports(project: Project, within: (file: string) => boolean) {
  const mocking = MOCKING_TESTS.filter(within);
  return [
    { ...project, isolate: false, exclude: [...(project.exclude ?? []), ...mocking] },
    ...(mocking.length > 0
      ? [{ ...project, name: `${project.name}-isolated`, include: mocking }]
      : []),
  ].map((test) => ({ extends: true as const, test }));
}

const node = {
  environment: 'node',
  setupFiles: ['tests/setup/env.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
} satisfies Partial<Project>;

const underServer = (file: string) => file.startsWith('src/server/');

export function testProjects(): TestProjectInlineConfiguration[] {
  return [
    ...sharingImports(
      {
        ...node,
        name: 'rules',
        include: ['src/shared/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/lint/**/*.test.ts'],
        exclude: PROCESS_TESTS,
      },
      (file) => !underServer(file) && !file.startsWith('src/client/'),
    ),
    ...sharingImports(
      {
        ...node,
        name: 'server',
        include: ['src/server/**/*.test.ts'],
        exclude: PROCESS_TESTS,
        globalSetup: ['tests/setup/template-database.ts'],
      },
      underServer,
    ),
    // With TEST_DATABASE_URL the tests whose outcome the engine can change run again there.
    ...(process.env.TEST_DATABASE_URL
      ? sharingImports(
          {
            ...node,
            name: 'postgres',
            include: POSTGRES_TESTS,
            globalSetup: ['tests/setup/template-database.ts'],
            env: { TEST_DB_ENGINE: 'postgres' },
          },
          (file) => POSTGRES_TESTS.includes(file),
        )
      : []),
    // The server as an operator runs it: the built bundle, started as a process.
    {
      extends: true,
      test: {
        ...node,
        name: 'process',
        include: PROCESS_TESTS,
        globalSetup: ['tests/setup/built-server.ts'],
        testTimeout: 60_000,
      },
    },
    ...sharingImports(
      {
        name: 'client',
        environment: 'jsdom',
        // A form test types and waits for several answers; on two cores shared with the server
        // tests the longest take 6 s, so Vitest's 5 s default failed them at random.
        testTimeout: 15_000,
        include: ['src/client/**/*.test.tsx', 'src/client/**/*.test.ts'],
        setupFiles: ['tests/setup/env.ts', 'tests/setup/client.ts'],
      },
      (file) => file.startsWith('src/client/'),
    ),
  ];
}
