import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { providers, type NewProviderRow } from '@server/db/schema';
import { clinicSaidFields, FIELD_COLUMNS } from '@server/domain/listings/clinic-said';
import type { DirectoryProvider } from './participation';

export interface ResolvedProviders {
  /** Our provider id for each NPI the page names, where there is (or now is) one. */
  ids: Map<string, string>;
  matched: number;
  created: number;
  /** New to us, but without a place to put them on the map. */
  unplaced: number;
}

/**
 * Finds the page's providers by NPI and creates the missing ones, labelled as from this
 * directory. A provider the registry, an admin or another directory brought is never rewritten:
 * it only gains the directory's languages, and its place's accessibility, where nobody has said.
 * One this directory created follows what the directory says of it now.
 */
export async function resolveProviders(
  tx: DbOrTx,
  directoryId: string,
  described: DirectoryProvider[],
): Promise<ResolvedProviders> {
  const byNpi = new Map(described.map((p) => [p.npi, p]));
  const result: ResolvedProviders = { ids: new Map(), matched: 0, created: 0, unplaced: 0 };
  if (byNpi.size === 0) return result;

  const existing = await tx
    .select({
      id: providers.id,
      npi: providers.npiNumber,
      source: providers.source,
      sourceDirectoryId: providers.sourceDirectoryId,
      languages: providers.languages,
      accessibility: providers.accessibility,
    })
    .from(providers)
    .where(inArray(providers.npiNumber, [...byNpi.keys()]));
  // What a clinic said on its listing stays its own (docs/product.md#what-a-clinic-keeps).
  const said = await clinicSaidFields(
    tx,
    existing.map((row) => row.id),
  );
  for (const row of existing) {
    const facts = byNpi.get(row.npi!)!;
    result.ids.set(row.npi!, row.id);
    result.matched += 1;
    const ours = row.source === 'directory' && row.sourceDirectoryId === directoryId;
    const update: Partial<NewProviderRow> = ours && facts.place ? providerFacts(facts) : {};
    if (row.languages === null && facts.languages) update.languages = facts.languages;
    if (row.accessibility === null && facts.place?.accessibility) {
      update.accessibility = facts.place.accessibility;
    }
    for (const field of said.get(row.id)?.keys() ?? []) {
      for (const column of FIELD_COLUMNS[field as keyof typeof FIELD_COLUMNS] ?? []) {
        delete update[column];
      }
    }
    if (Object.keys(update).length) {
      await tx.update(providers).set(update).where(eq(providers.id, row.id));
    }
  }

  const toCreate = [...byNpi.values()].filter((p) => !result.ids.has(p.npi));
  const placed = toCreate.filter((p) => p.place !== null);
  result.unplaced = toCreate.length - placed.length;
  if (placed.length) {
    const inserted = await tx
      .insert(providers)
      .values(
        placed.map((p) => ({
          ...providerFacts(p),
          npiNumber: p.npi,
          languages: p.languages,
          acceptedInsurance: [],
          source: 'directory' as const,
          sourceDirectoryId: directoryId,
        })),
      )
      // Another import may have added one since we looked: it is matched below instead.
      .onConflictDoNothing({ target: providers.npiNumber })
      .returning({ id: providers.id, npi: providers.npiNumber });
    for (const row of inserted) result.ids.set(row.npi!, row.id);
    result.created = inserted.length;
    const raced = placed.filter((p) => !result.ids.has(p.npi)).map((p) => p.npi);
    if (raced.length) {
      const found = await tx
        .select({ id: providers.id, npi: providers.npiNumber })
        .from(providers)
        .where(inArray(providers.npiNumber, raced));
      for (const row of found) result.ids.set(row.npi!, row.id);
      result.matched += found.length;
    }
  }
  return result;
}

/** The columns a directory's description sets on a provider it created. */
function providerFacts(p: DirectoryProvider) {
  return {
    name: p.name,
    specialty: p.specialty,
    servicesOffered: p.servicesOffered,
    taxonomyCodes: p.taxonomyCodes,
    phone: p.phone,
    ...p.place!,
  };
}
