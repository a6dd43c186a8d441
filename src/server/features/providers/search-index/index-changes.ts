import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '@server/db/client';

// What the database says a search index snapshot has seen, and what changed since
// (docs/decisions/026-search-at-start.md). A snapshot keeps the `pg_current_snapshot()` taken
// before its index was brought up to date; a change is in it exactly when the transaction that
// logged it is visible in that snapshot, whatever order transactions began and committed in.

/** The change log's rows are kept this long: a snapshot older than that is loaded in full. */
export const CHANGE_LOG_KEPT_MS = 7 * 24 * 60 * 60_000;

/** Beyond this many changed providers a full load is about as quick as reading each again. */
export const MOST_CHANGES_CAUGHT_UP = 100_000;

/** The database, this moment's `pg_current_snapshot()` and the database's time. */
export async function databaseStamp(
  db: DbOrTx,
): Promise<{ database: string; seen: string; takenAt: string }> {
  const [row] = await queryRows<{ database: string; seen: string; taken_at: string }>(
    db,
    sql`SELECT
      (SELECT system_identifier::text FROM pg_control_system())
        || ':' || (SELECT oid::text FROM pg_database WHERE datname = current_database())
        || ':' || coalesce(
          (SELECT hash FROM drizzle.__drizzle_migrations ORDER BY id DESC LIMIT 1), '')
        AS database,
      pg_current_snapshot()::text AS seen,
      to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS taken_at`,
  );
  return { database: row!.database, seen: row!.seen, takenAt: row!.taken_at };
}

/**
 * The providers changed by transactions the snapshot `seen` did not see; 'all' when one changed
 * every provider ('*'), when more changed than a catch-up is worth, or when the log no longer
 * proves it (pruned past what the snapshot saw, or the database's transactions went backwards:
 * another database restored in its place). Run it in the transaction that reads those providers.
 */
export async function changedSince(tx: DbOrTx, seen: string): Promise<string[] | 'all'> {
  const [proof] = await queryRows<{ kept: boolean; forward: boolean }>(
    tx,
    sql`SELECT
      (SELECT through_xid FROM provider_change_log_pruned)
        < pg_snapshot_xmin(${seen}::pg_snapshot)::text::bigint AS kept,
      pg_snapshot_xmax(pg_current_snapshot())::text::bigint
        >= pg_snapshot_xmax(${seen}::pg_snapshot)::text::bigint AS forward`,
  );
  if (!proof?.kept || !proof.forward) return 'all';
  const rows = await queryRows<{ provider_id: string | null }>(
    tx,
    sql`SELECT DISTINCT provider_id FROM provider_change_log
      WHERE xid >= pg_snapshot_xmin(${seen}::pg_snapshot)::text::bigint
        AND NOT pg_visible_in_snapshot(xid::text::xid8, ${seen}::pg_snapshot)
      LIMIT ${MOST_CHANGES_CAUGHT_UP + 1}`,
  );
  if (rows.length > MOST_CHANGES_CAUGHT_UP || rows.some((row) => row.provider_id === null)) {
    return 'all';
  }
  return rows.map((row) => row.provider_id!);
}

/**
 * Deletes the log's rows older than `before`, and remembers the newest transaction deleted, so a
 * snapshot that had not seen it is not trusted. Safe from several instances at once.
 */
export async function pruneChangeLog(db: Db, before: Date): Promise<void> {
  await db.execute(sql`WITH gone AS (
      DELETE FROM provider_change_log WHERE at < ${before.toISOString()}::timestamptz
      RETURNING xid
    )
    UPDATE provider_change_log_pruned
      SET through_xid = greatest(through_xid, (SELECT max(xid) FROM gone))
      WHERE EXISTS (SELECT 1 FROM gone)`);
}
