import { asc, count, eq, ilike, like, or } from 'drizzle-orm';
import type { ManagementPage, ManagementSearch } from '@shared/api/provider-management';
import type { Db } from '@server/db/client';
import { providers, users } from '@server/db/schema';
import { managedColumns, toManagedProvider } from './managed-provider';

/** Enough cards to fill the list (at most 600 px tall) a few times; more on request. */
export const MANAGEMENT_PAGE_SIZE = 30;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The management page's search: a case-insensitive substring of name, city or state, or a
 * substring of the NPI, searched by the database and paged, since the directory may hold 100,000
 * providers.
 */
export async function listManagedProviders(
  db: Db,
  { q, cursor }: ManagementSearch,
): Promise<ManagementPage> {
  const offset = cursor ? Number(cursor) : 0;
  const pattern = q ? `%${escapeLike(q)}%` : undefined;
  const where = pattern
    ? or(
        ilike(providers.name, pattern),
        ilike(providers.city, pattern),
        ilike(providers.state, pattern),
        like(providers.npiNumber, pattern),
      )
    : undefined;

  const [rows, [totalRow]] = await Promise.all([
    db
      .select(managedColumns)
      .from(providers)
      .leftJoin(users, eq(users.id, providers.detailsVerifiedBy))
      .where(where)
      .orderBy(asc(providers.name), asc(providers.id))
      .limit(MANAGEMENT_PAGE_SIZE + 1)
      .offset(offset),
    db.select({ total: count() }).from(providers).where(where),
  ]);
  return {
    providers: rows.slice(0, MANAGEMENT_PAGE_SIZE).map(toManagedProvider),
    nextCursor: rows.length > MANAGEMENT_PAGE_SIZE ? String(offset + MANAGEMENT_PAGE_SIZE) : null,
    total: totalRow?.total ?? 0,
  };
}
