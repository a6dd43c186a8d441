import { calendarDayOf } from '@shared/api/calendar-date';
import { eq, sql } from 'drizzle-orm';
import { REGISTRY_FILE_OUTCOMES, type RegistryFileCounts } from '@shared/api/registry-file';
import type { Db, DbOrTx } from '@server/db/client';
import { providers, registryFileRuns } from '@server/db/schema';
import { excluded, ON_CONFLICT_SET } from '@server/domain/registry/registry-upsert';
import type { FileProvider, FileRow } from './map-file-row';

// A batch of the file's rows commits in one transaction together with the run's progress, so a
// run picked up again after a crash skips exactly the rows whose outcome is committed.

/**
 * Rows per statement. The providers table's statement triggers announce a change of more than
 * 2000 rows as '*', which makes every server reload its whole search index; below that they name
 * the providers changed.
 */
export const ROWS_PER_STATEMENT = 1000;

export const noCounts = (): RegistryFileCounts =>
  Object.fromEntries(REGISTRY_FILE_OUTCOMES.map((outcome) => [outcome, 0])) as RegistryFileCounts;

/** The registry's own fields, and the file's: what an update of a provider writes. */
const FILE_SET = {
  ...ON_CONFLICT_SET,
  registryFileAt: excluded(providers.registryFileAt),
  registryUpdatedOn: excluded(providers.registryUpdatedOn),
  deactivatedAt: sql`NULL`,
};

/**
 * An update writes only when a field it would write differs, so the same file imported twice
 * changes no row (not even `updated_at`). When a run wrote is not a difference. A row dated the
 * same day as the one applied does not replace it either: which of the two is newer is unknown.
 */
const COMPARED = (Object.keys(FILE_SET) as (keyof typeof FILE_SET)[]).filter(
  (key) => key !== 'importedAt' && key !== 'registryFileAt',
);
const CHANGED = sql`(${sql.join(
  COMPARED.map((key) => providers[key]),
  sql`, `,
)}) IS DISTINCT FROM (${sql.join(
  COMPARED.map((key) => FILE_SET[key]),
  sql`, `,
)})`;

/**
 * Applies `rows` and records the run's progress, in one transaction. Resolves to the batch's
 * counts, or null without changing anything when the run is no longer running (paused).
 */
export async function saveBatch(
  db: Db,
  runId: string,
  rows: readonly FileRow[],
  progress: { rowsCommitted: number; bytesDone: number; counts: RegistryFileCounts },
): Promise<RegistryFileCounts | null> {
  return db.transaction(async (tx) => {
    const [run] = await tx
      .select({ status: registryFileRuns.status })
      .from(registryFileRuns)
      .where(eq(registryFileRuns.id, runId))
      .for('update');
    if (run?.status !== 'running') return null;

    const counts = noCounts();
    // Rows for the same NPI apply in the file's order: a segment ends before an NPI repeats.
    let segment = new Segment();
    for (const row of rows) {
      if (row.outcome === 'provider' || row.outcome === 'deactivated') {
        const npi = row.outcome === 'provider' ? row.row.npiNumber : row.npi;
        if (segment.has(npi) || segment.size >= ROWS_PER_STATEMENT) {
          await segment.apply(tx, counts);
          segment = new Segment();
        }
        segment.add(npi, row);
      } else {
        counts[row.outcome] += 1;
      }
    }
    await segment.apply(tx, counts);

    const total = noCounts();
    for (const outcome of REGISTRY_FILE_OUTCOMES) {
      total[outcome] = progress.counts[outcome] + counts[outcome];
    }
    await tx
      .update(registryFileRuns)
      .set({
        rowsCommitted: progress.rowsCommitted + rows.length,
        bytesDone: progress.bytesDone,
        counts: total,
      })
      .where(eq(registryFileRuns.id, runId));
    return counts;
  });
}

/** Rows of distinct NPIs, applied together. */
class Segment {
  private readonly npis = new Set<string>();
  private readonly found: { row: FileProvider; updatedOn: string | null }[] = [];
  private readonly deactivations: { npi: string; on: string }[] = [];

  get size() {
    return this.npis.size;
  }

  has(npi: string) {
    return this.npis.has(npi);
  }

  add(npi: string, row: Extract<FileRow, { outcome: 'provider' | 'deactivated' }>) {
    this.npis.add(npi);
    if (row.outcome === 'provider') this.found.push(row);
    else this.deactivations.push(row);
  }

  async apply(tx: DbOrTx, counts: RegistryFileCounts) {
    if (this.deactivations.length) {
      await deactivate(tx, this.deactivations);
      counts.deactivated += this.deactivations.length;
    }
    if (this.found.length) await upsert(tx, this.found, counts);
  }
}

/** A Postgres array literal of values we checked (NPIs, ISO dates): no quoting needed. */
const arrayLiteral = (values: readonly string[]) => `{${values.join(',')}}`;

/**
 * Deactivates the NPIs we hold (they leave the search; their requests, claims and history stay),
 * unless a row applied since is newer than the deactivation.
 */
async function deactivate(tx: DbOrTx, rows: readonly { npi: string; on: string }[]) {
  await tx.execute(sql`UPDATE ${providers}
    SET deactivated_at = (v.d::timestamp AT TIME ZONE 'UTC'), updated_at = now()
    FROM unnest(${arrayLiteral(rows.map((r) => r.npi))}::text[],
                ${arrayLiteral(rows.map((r) => r.on))}::date[]) AS v(npi, d)
    WHERE ${providers.npiNumber} = v.npi AND ${providers.deactivatedAt} IS NULL
      AND (${providers.registryUpdatedOn} IS NULL OR ${providers.registryUpdatedOn} <= v.d)`);
}

/** The file's columns of a provider, as one JSON document per statement. */
const RECORD_COLUMNS = sql.raw(`name text, specialty text, address_line text, city text,
  state text, zip_code text, latitude float8, longitude float8, phone text, npi_number text,
  license_state text, taxonomy_codes text[], services_offered text[], registry_updated_on date`);

const UPDATE_SET = sql.join(
  (Object.keys(FILE_SET) as (keyof typeof FILE_SET)[]).map(
    (key) => sql`${sql.identifier(providers[key].name)} = ${FILE_SET[key]}`,
  ),
  sql`, `,
);

/**
 * One statement for a whole segment, its rows in one JSON parameter: a thousand rows of twenty
 * columns as separate parameters cost more to send and plan than to write.
 */
async function writeProviders(
  tx: DbOrTx,
  rows: readonly FileProvider[],
  importedAt: Date,
): Promise<Set<string>> {
  const records = rows.map((row) => ({
    name: row.name,
    specialty: row.specialty,
    address_line: row.addressLine,
    city: row.city,
    state: row.state,
    zip_code: row.zipCode,
    latitude: row.latitude,
    longitude: row.longitude,
    phone: row.phone,
    npi_number: row.npiNumber,
    license_state: row.licenseState,
    taxonomy_codes: row.taxonomyCodes,
    services_offered: row.servicesOffered,
    registry_updated_on: row.registryUpdatedOn,
  }));
  const at = importedAt.toISOString();
  const result = await tx.execute(sql`
    INSERT INTO ${providers} (name, specialty, address_line, city, state, zip_code, latitude,
      longitude, location_approximate, phone, npi_number, license_state, taxonomy_codes,
      services_offered, accepted_insurance, source, imported_at, registry_file_at,
      registry_updated_on)
    SELECT name, specialty, address_line, city, state, zip_code, latitude, longitude, true, phone,
      npi_number, license_state, taxonomy_codes, services_offered, '{}'::text[],
      'registry'::provider_source, ${at}::timestamptz, ${at}::timestamptz, registry_updated_on
    FROM jsonb_to_recordset(${JSON.stringify(records)}::jsonb) AS r(${RECORD_COLUMNS})
    ON CONFLICT (npi_number) DO UPDATE SET ${UPDATE_SET}, updated_at = now()
    WHERE ${CHANGED} AND (${providers.registryUpdatedOn} IS NULL
      OR excluded.registry_updated_on IS NULL
      OR excluded.registry_updated_on > ${providers.registryUpdatedOn})
    RETURNING npi_number`);
  return new Set(
    (result as unknown as { rows: { npi_number: string }[] }).rows.map((r) => r.npi_number),
  );
}

async function upsert(
  tx: DbOrTx,
  found: readonly { row: FileProvider; updatedOn: string | null }[],
  counts: RegistryFileCounts,
) {
  const result = await tx.execute(sql`
    SELECT npi_number, registry_updated_on::text AS updated_on, deactivated_at
    FROM ${providers}
    WHERE npi_number = ANY(${arrayLiteral(found.map((f) => f.row.npiNumber))}::text[])`);
  const stored = new Map(
    (
      result as unknown as {
        rows: {
          npi_number: string;
          updated_on: string | null;
          deactivated_at: Date | string | null;
        }[];
      }
    ).rows.map((row) => [
      row.npi_number,
      {
        updatedOn: row.updated_on,
        // A deactivation is stored as midnight UTC of the file's date.
        deactivatedOn:
          row.deactivated_at === null ? null : calendarDayOf(new Date(row.deactivated_at)),
      },
    ]),
  );
  // The newest row for an NPI wins: one older than what is stored (or than its deactivation)
  // changes nothing.
  const newer = found.filter(({ row, updatedOn }) => {
    const held = stored.get(row.npiNumber);
    const older =
      held &&
      ((held.updatedOn && (!updatedOn || updatedOn < held.updatedOn)) ||
        (held.deactivatedOn && (!updatedOn || updatedOn < held.deactivatedOn)));
    if (older) counts.older += 1;
    return !older;
  });
  if (newer.length === 0) return;
  const changed = await writeProviders(
    tx,
    newer.map((f) => f.row),
    newer[0]!.row.importedAt!,
  );
  for (const { row } of newer) {
    const held = stored.get(row.npiNumber);
    if (!held) counts.added += 1;
    else if (!changed.has(row.npiNumber)) counts.unchanged += 1;
    else if (held.deactivatedOn) counts.reactivated += 1;
    else counts.updated += 1;
  }
}
