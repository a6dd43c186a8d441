import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '@server/db/client';

export interface TestDatabase extends Database {
  /** Closes the connection and removes the database. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file (STYLE.md convention 7): in-memory PGlite by
 * default, or a new database on the server named by TEST_DATABASE_URL so the same tests prove
 * PostgreSQL too (Vitest's 'postgres' project).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = postgresTestUrl();
  if (!serverUrl) {
    const database = openDatabase({});
    await database.migrate();
    return { ...database, destroy: () => database.close() };
  }

  const name = `acf_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ url: url.toString() });
  await database.migrate();
  return {
    ...database,
    async destroy() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** The PostgreSQL server this test run targets, or undefined when it runs on PGlite. */
export function postgresTestUrl(): string | undefined {
  return process.env.TEST_DB_ENGINE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
}
