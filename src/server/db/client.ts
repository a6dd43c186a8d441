import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { migrationsDir } from '@server/lib/paths';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

/**
 * What runs queries: the database or a transaction opened on it, whichever engine is underneath.
 * Drizzle's transaction is a PgDatabase, so both drivers' databases and every `tx` fit this one
 * type as they are. A use case that takes it joins its caller's transaction when handed one.
 */
export type DbOrTx = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The database the server opened; a function taking it runs its own statements and transactions. */
export type Db = DbOrTx;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** The node-postgres pool on PostgreSQL, for libraries that keep their own tables there. */
  pgPool?: pg.Pool;
  /** Applies the committed migrations; safe to run from several instances at once. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

// Any fixed number works; it only has to be the same for every instance of this app.
const MIGRATION_LOCK = 727_001;

/** PostgreSQL through node-postgres when a URL is given, else PGlite (in memory or in `dataDir`). */
export function openDatabase(options: { url?: string | undefined; dataDir?: string }): Database {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir);
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema });
  return {
    db,
    engine: 'postgres',
    pgPool: pool,
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsDir });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    ping: () => pool.query('SELECT 1').then(() => undefined),
    close: () => (pool.ended ? Promise.resolve() : pool.end()),
  };
}

/** Throws DataDirInUseError when another live process has `dataDir` open. */
function openPglite(dataDir?: string): Database {
  const lock = dataDir ? lockDataDir(dataDir) : undefined;
  const client = new PGlite(dataDir ? path.join(dataDir, 'pglite') : undefined);
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb,
    engine: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: migrationsDir }),
    async ping() {
      if (client.closed) throw new Error('database is closed');
      await pgliteDb.execute(sql`SELECT 1`);
    },
    async close() {
      if (!client.closed) await client.close();
      lock?.release();
    },
  };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
