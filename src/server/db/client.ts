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
  /** Delivers what is sent on `channel` with NOTIFY once the sending transaction commits. */
  listen(channel: string, handlers: ListenHandlers): Promise<Listener>;
  /** PGlite only: a copy of its data directory, which `openDatabase({ copyOf })` starts from. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface ListenHandlers {
  onNotify(payload: string): void;
  /** Notifications may have been missed (the connection was lost and opened again). */
  onReset(): void;
}

export interface Listener {
  /**
   * Resolves once every notification committed before the call has reached `onNotify`: a round
   * trip on the listening connection, which the server answers only after delivering them.
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

// Any fixed number works; it only has to be the same for every instance of this app.
const MIGRATION_LOCK = 727_001;

/**
 * PostgreSQL through node-postgres when a URL is given, else PGlite: in `dataDir`, or in memory,
 * starting from `copyOf` (a data directory PGlite dumped) when given. Creating a PGlite database
 * from nothing costs seconds; loading a dump of an already migrated one costs a fraction of that.
 */
export function openDatabase(options: {
  url?: string | undefined;
  dataDir?: string;
  copyOf?: Blob;
}): Database {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir, options.copyOf);
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
    listen: (channel, handlers) => listenOnPostgres(url, channel, handlers),
    close: () => (pool.ended ? Promise.resolve() : pool.end()),
  };
}

/** Throws DataDirInUseError when another live process has `dataDir` open. */
function openPglite(dataDir?: string, copyOf?: Blob): Database {
  const lock = dataDir ? lockDataDir(dataDir) : undefined;
  const client = new PGlite({
    ...(dataDir ? { dataDir: path.join(dataDir, 'pglite') } : {}),
    ...(copyOf ? { loadDataDir: copyOf } : {}),
  });
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb,
    engine: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: migrationsDir }),
    async ping() {
      if (client.closed) throw new Error('database is closed');
      await pgliteDb.execute(sql`SELECT 1`);
    },
    async listen(channel, { onNotify }) {
      // One process, one connection: nothing is ever missed, so there is nothing to reset. PGlite
      // hands a notification over while it reads the committing statement's answer, before that
      // statement's caller resumes, so every committed change has been delivered already.
      const unlisten = await client.listen(channel, onNotify);
      return {
        sync: () => Promise.resolve(),
        close: () => (client.closed ? Promise.resolve() : unlisten()),
      };
    },
    dump: () => client.dumpDataDir('none'),
    async close() {
      if (!client.closed) await client.close();
      lock?.release();
    },
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). A lost
 * connection is opened again by the next sync(), which reports the reset first.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  { onNotify, onReset }: ListenHandlers,
): Promise<Listener> {
  const open = async () => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    client.on('error', () => {
      if (current === client) current = null;
    });
    client.on('end', () => {
      if (current === client) current = null;
    });
    await client.connect();
    await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    return client;
  };
  let current: pg.Client | null = await open();
  let closed = false;
  return {
    async sync() {
      if (closed) return;
      if (current !== null) {
        try {
          await current.query('SELECT 1');
          return;
        } catch {
          // The connection died under the query: open another, as below.
          current = null;
        }
      }
      current = await open();
      // Notifications sent while nobody listened are lost: the listener must start again.
      onReset();
    },
    async close() {
      closed = true;
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
