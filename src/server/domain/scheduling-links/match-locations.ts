import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { providers } from '../../db/schema';
import type { LocationFacts } from './publisher-resources';
import { normalisedStreet, zip5 } from './street-address';

/** The listings a link may write onto: any (an admin's link) or these providers (a clinic's). */
export type WritableListings = 'any' | ReadonlySet<string>;

const QUERY_CHUNK = 1000;

/**
 * Which provider each Location is: by its NPI when it carries one, else by street line and ZIP
 * code when exactly one writable listing there is not already another Location's by NPI (several
 * practitioners often share a building). A Location with an NPI we do not list is not matched by
 * address: another practitioner at the same building would get its openings. Locations matching
 * no writable listing are left out (the reader counts them unmatched).
 */
export async function matchLocations(
  db: Db,
  locations: readonly LocationFacts[],
  writable: WritableListings,
): Promise<Map<string, string>> {
  const may = (providerId: string) => writable === 'any' || writable.has(providerId);
  const matched = new Map<string, string>();

  const npis = [...new Set(locations.flatMap((l) => (l.npi ? [l.npi] : [])))];
  const byNpi = new Map<string, string>();
  for (let i = 0; i < npis.length; i += QUERY_CHUNK) {
    const rows = await db
      .select({ id: providers.id, npi: providers.npiNumber })
      .from(providers)
      .where(inArray(providers.npiNumber, npis.slice(i, i + QUERY_CHUNK)));
    for (const row of rows) if (row.npi) byNpi.set(row.npi, row.id);
  }

  const byAddress = locations.filter((l) => !l.npi && zip5(l.postalCode));
  const zips = [...new Set(byAddress.map((l) => zip5(l.postalCode)!))];
  const atZip = new Map<string, { id: string; street: string }[]>();
  for (let i = 0; i < zips.length; i += QUERY_CHUNK) {
    const rows = await db
      .select({ id: providers.id, line: providers.addressLine, zip: providers.zipCode })
      .from(providers)
      .where(inArray(sql`left(${providers.zipCode}, 5)`, zips.slice(i, i + QUERY_CHUNK)));
    for (const row of rows) {
      if (!row.line || !may(row.id)) continue;
      const zip = zip5(row.zip)!;
      atZip.set(zip, [
        ...(atZip.get(zip) ?? []),
        { id: row.id, street: normalisedStreet(row.line) },
      ]);
    }
  }

  for (const location of locations) {
    const id = location.npi ? byNpi.get(location.npi) : undefined;
    if (id && may(id)) matched.set(location.id, id);
  }
  const takenByNpi = new Set(matched.values());
  for (const location of locations) {
    if (location.npi) continue;
    const zip = zip5(location.postalCode);
    const streets = new Set(
      [location.lines[0] ?? '', location.lines.join(' ')].map(normalisedStreet).filter(Boolean),
    );
    if (!zip || streets.size === 0) continue;
    const there = (atZip.get(zip) ?? []).filter(
      (p) => streets.has(p.street) && !takenByNpi.has(p.id),
    );
    // Two listings at one address: which one the slots are for is not known.
    if (new Set(there.map((p) => p.id)).size === 1) matched.set(location.id, there[0]!.id);
  }
  return matched;
}
