import { SEARCH_TERMS } from '@server/domain/registry/autism-taxonomies';
import type { RegistryClient } from './nppes-client';
import { nppesRecordSchema } from './nppes-response';
import type { RegistryProvider } from '@server/domain/registry/registry-provider-row';
import { mapRecord } from './map-record';
import { searchRecords, type SearchState } from './search-records';

export interface StateFetch {
  rows: RegistryProvider[];
  /** Relevant records we could not place (no US address, ZIP without a centroid, no name). */
  skipped: number;
  /** Relevant records whose NPI is deactivated, left out. */
  deactivated: number;
  /** A query overflowed the registry's window even for a single ZIP (see search-records.ts). */
  truncated: boolean;
}

/**
 * Up to `limit` autism-care providers of one state from the registry, spread over the taxonomy
 * queries: each query gets an even share of what is still missing, so a small limit (10 per state)
 * still brings a mix of behavior analysts, pediatricians, psychologists and therapists.
 */
export async function fetchStateProviders(
  client: RegistryClient,
  request: { state: string; city?: string; limit: number },
  now: Date,
): Promise<StateFetch> {
  const rows: RegistryProvider[] = [];
  const search: SearchState = { seen: new Set(), truncated: false };
  let skipped = 0;
  let deactivated = 0;

  const take = (raw: unknown): boolean => {
    const parsed = nppesRecordSchema.safeParse(raw);
    if (!parsed.success) {
      skipped += 1;
      return false;
    }
    const mapped = mapRecord(parsed.data, now);
    if (mapped.kind === 'skipped') skipped += 1;
    if (mapped.kind === 'deactivated') deactivated += 1;
    if (mapped.kind !== 'provider') return false;
    rows.push(mapped.row);
    return true;
  };

  for (const [index, term] of SEARCH_TERMS.entries()) {
    const missing = request.limit - rows.length;
    if (missing <= 0) break;
    const share = Math.ceil(missing / (SEARCH_TERMS.length - index));
    const base = {
      state: request.state,
      taxonomyDescription: term,
      city: request.city || undefined,
    };
    await searchRecords(client, base, share, take, search);
  }
  return { rows, skipped, deactivated, truncated: search.truncated };
}
