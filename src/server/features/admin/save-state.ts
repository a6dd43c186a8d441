import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ListingField } from '@shared/api/clinic-listing';
import type { Db } from '@server/db/client';
import { importRuns, providers } from '@server/db/schema';
import { clinicSaidSql } from '@server/domain/listings/clinic-said';
import type { RegistryProvider } from './registry/map-record';

// One state's providers commit as a whole, together with the run's progress, so a crash leaves
// either the whole state (and `statesDone` saying so) or none of it.

const excluded = (column: PgColumn) => sql.raw(`excluded."${column.name}"`);

/**
 * The registry's value, except on a row an admin created (source 'admin') or where the clinic said
 * the field on its listing (docs/product.md#what-a-clinic-keeps): those keep their own.
 */
const unlessKept = (column: PgColumn, field?: ListingField): SQL =>
  sql`CASE WHEN ${providers.source} = 'admin'${field ? sql` OR ${clinicSaidSql(providers.id, field)}` : sql``} THEN ${column} ELSE ${excluded(column)} END`;

/**
 * Upsert by NPI. An update refreshes registry facts only; what an admin entered (website, image,
 * insurance, wait, new patients, verified details) is never in this list, services derived from
 * the taxonomy give way to services an admin verified, and a field the clinic said stays its own.
 */
const ON_CONFLICT_SET = {
  name: unlessKept(providers.name),
  specialty: unlessKept(providers.specialty),
  addressLine: unlessKept(providers.addressLine, 'address'),
  city: unlessKept(providers.city, 'address'),
  state: unlessKept(providers.state, 'address'),
  zipCode: unlessKept(providers.zipCode, 'address'),
  latitude: unlessKept(providers.latitude, 'address'),
  longitude: unlessKept(providers.longitude, 'address'),
  locationApproximate: unlessKept(providers.locationApproximate, 'address'),
  phone: unlessKept(providers.phone, 'phone'),
  servicesOffered: sql`CASE WHEN ${providers.source} = 'admin' OR ${providers.detailsVerifiedAt} IS NOT NULL
    OR ${clinicSaidSql(providers.id, 'servicesOffered')}
    THEN ${providers.servicesOffered} ELSE ${excluded(providers.servicesOffered)} END`,
  source: sql`CASE WHEN ${providers.source} = 'admin' THEN ${providers.source} ELSE 'registry'::provider_source END`,
  licenseState: excluded(providers.licenseState),
  taxonomyCodes: excluded(providers.taxonomyCodes),
  importedAt: excluded(providers.importedAt),
};

export interface SavedState {
  inserted: number;
  updated: number;
  /** Providers removed first (clearExisting on the run's first successful state). */
  removed: number;
}

/**
 * Saves one state of a run, counting the deactivated NPIs left out of it; a state already saved (a
 * resumed run) is left alone.
 */
export async function saveState(
  db: Db,
  runId: string,
  state: string,
  rows: RegistryProvider[],
  deactivated = 0,
): Promise<SavedState | null> {
  return db.transaction(async (tx) => {
    const [run] = await tx.select().from(importRuns).where(eq(importRuns.id, runId)).for('update');
    if (!run || run.statesDone.includes(state)) return null;

    // clearExisting empties the table together with the first state that succeeds, so a run whose
    // every state fails leaves the previous data intact (docs/product.md#all-or-nothing).
    const failed = new Set(run.failedStates.map((f) => f.state));
    const firstSuccess = run.statesDone.every((s) => failed.has(s));
    const removed =
      run.clearExisting && firstSuccess
        ? (await tx.delete(providers).returning({ id: providers.id })).length
        : 0;

    let inserted = 0;
    for (let start = 0; start < rows.length; start += 100) {
      const result = await tx
        .insert(providers)
        .values(rows.slice(start, start + 100))
        .onConflictDoUpdate({ target: providers.npiNumber, set: ON_CONFLICT_SET })
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      inserted += result.filter((r) => r.inserted).length;
    }
    await tx
      .update(importRuns)
      .set({
        statesDone: [...run.statesDone, state],
        imported: run.imported + rows.length,
        deactivated: run.deactivated + deactivated,
        status: 'running',
      })
      .where(eq(importRuns.id, runId));
    return { inserted, updated: rows.length - inserted, removed };
  });
}

/** Records a state that failed, by name and reason; the run goes on with the next state. */
export async function saveFailedState(
  db: Db,
  runId: string,
  state: string,
  error: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [run] = await tx.select().from(importRuns).where(eq(importRuns.id, runId)).for('update');
    if (!run || run.statesDone.includes(state)) return;
    await tx
      .update(importRuns)
      .set({
        statesDone: [...run.statesDone, state],
        failedStates: [...run.failedStates, { state, error }],
      })
      .where(eq(importRuns.id, runId));
  });
}
