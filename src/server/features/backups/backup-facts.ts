import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { queryRows, type Db } from '@server/db/client';
import { appointmentRequests, providers, users } from '@server/db/schema';
import { migrationsDir, projectRoot } from '@server/lib/paths';

// What a manifest says about the code and the database it came from.

interface JournalEntry {
  when: number;
  tag: string;
}

const journal = (): JournalEntry[] =>
  (
    JSON.parse(readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as {
      entries: JournalEntry[];
    }
  ).entries;

export const appVersion = (): string =>
  (JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string })
    .version;

/** The migrations this code knows, by tag, oldest first. */
export const knownMigrations = (): string[] => journal().map((entry) => entry.tag);

/** The tag of the newest migration applied to `db` (Drizzle records each by its journal time). */
export async function migrationLevel(db: Db): Promise<string | null> {
  const [newest] = await queryRows<{ created_at: string | number }>(
    db,
    sql`SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
  );
  if (!newest) return null;
  const when = Number(newest.created_at);
  return journal().find((entry) => entry.when === when)?.tag ?? `unknown (${when})`;
}

export async function databaseCounts(db: Db) {
  const total = async (table: typeof providers | typeof users | typeof appointmentRequests) =>
    (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    providers: await total(providers),
    users: await total(users),
    appointmentRequests: await total(appointmentRequests),
  };
}
