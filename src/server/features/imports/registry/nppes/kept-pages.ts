import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@server/db/client';
import { registryPages } from '@server/db/schema';
import { registryUrl, type RegistryClient } from './nppes-client';

/**
 * `client`, keeping every page it fetches for import run `runId` in the database: when the run is
 * picked up again (the process died, or saving a state failed), the pages already fetched are read
 * back rather than asked of the registry again, so a big state resumes where it stopped.
 */
export function keepingPages(db: Db, runId: string, client: RegistryClient): RegistryClient {
  return {
    async fetchPage(query) {
      // The query string names the page; the registry's address may change between attempts.
      const key = registryUrl('http://registry.invalid/', query).search;
      const where = and(eq(registryPages.runId, runId), eq(registryPages.query, key));
      const [kept] = await db
        .select({ records: registryPages.records })
        .from(registryPages)
        .where(where);
      if (kept) return kept.records;
      const records = await client.fetchPage(query);
      await db.insert(registryPages).values({ runId, query: key, records }).onConflictDoNothing();
      return records;
    },
  };
}

/** The run is over: its pages are not needed again. */
export async function dropKeptPages(db: DbOrTx, runId: string): Promise<void> {
  await db.delete(registryPages).where(eq(registryPages.runId, runId));
}
