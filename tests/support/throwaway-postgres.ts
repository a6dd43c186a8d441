import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/client';

async function run(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new, migrated database on the PostgreSQL server at `serverUrl`, for one test file or one
 * benchmark run; `drop` closes it and removes it from the server.
 */
export async function createThrowawayPostgres(
  serverUrl: string,
  prefix: string,
): Promise<{ database: Database; drop(): Promise<void> }> {
  // A generated name of hex digits only, so it is safe in the DDL statements below.
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await run(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ url: url.toString() });
  await database.migrate();
  return {
    database,
    async drop() {
      await database.close();
      await run(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
