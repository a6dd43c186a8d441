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

/** A database name of the prefix and hex digits only, so it is safe in the DDL statements below. */
const generatedName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A new, migrated database on the PostgreSQL server at `serverUrl`, for one test file or one
 * benchmark run; `drop` closes it and removes it from the server. Given the name of another such
 * database as `template`, it is a copy of that one (PostgreSQL copies its files, much faster than
 * running every migration again); nobody may be connected to the template meanwhile.
 */
export async function createThrowawayPostgres(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<{ name: string; database: Database; drop(): Promise<void> }> {
  const name = generatedName(prefix);
  if (template && !/^\w+$/.test(template)) throw new Error(`not a template name: ${template}`);
  await run(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const database = openDatabase({ url: databaseUrl(serverUrl, name) });
  if (!template) await database.migrate();
  return {
    name,
    database,
    async drop() {
      await database.close();
      await run(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
