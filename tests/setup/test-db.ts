import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type Database } from '@server/db/client';
import { createThrowawayPostgres } from '../support/throwaway-postgres';

export interface TestDatabase extends Database {
  /** Closes the connection and removes the database. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file, so no test depends on rows another made:
 * in-memory PGlite by default, or a new database on the server named by TEST_DATABASE_URL so the
 * same tests prove PostgreSQL too (Vitest's 'postgres' project). Each is a copy of the database
 * the run migrated once (tests/setup/template-database.ts).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = postgresTestUrl();
  if (!serverUrl) {
    const template = await readFile(inject('pgliteTemplate'));
    const database = openDatabase({ copyOf: new Blob([template]) });
    return { ...database, destroy: () => database.close() };
  }

  const { database, drop } = await createThrowawayPostgres(
    serverUrl,
    'acf_test',
    inject('postgresTemplate'),
  );
  return { ...database, destroy: drop };
}

/** The PostgreSQL server this test run targets, or undefined when it runs on PGlite. */
export function postgresTestUrl(): string | undefined {
  return process.env.TEST_DB_ENGINE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
}
