import { eq } from 'drizzle-orm';
import type {
  InsurancePlan,
  Organization,
  OrganizationAffiliation,
  PractitionerRole,
} from 'fhir/r4';
import {
  NO_PAYER_IMPORT_COUNTS,
  type PayerImportCounts,
  type PayerImportStage,
} from '@shared/api/payer-directories';
import type { Db, DbOrTx } from '@server/db/client';
import { payerImportRuns } from '@server/db/schema';
import type { PageEntries } from './fhir/page-entries';
import type { Participation, ReadResource } from './participation';
import { readAffiliation } from './read-affiliation';
import { readRole } from './read-role';
import { endClaims, markListed, saveClaims } from './save-claims';
import { isNetwork, networkIds, plansByNetwork, saveNetworks, savePlans } from './save-networks';
import { resolveProviders } from './save-providers';
import type { ReadingStage, ReadPage } from './read-page';

/** Where the run goes on from once this page is saved. */
export interface Position {
  stage: PayerImportStage;
  nextUrl: string | null;
}

/**
 * Saves one page of a stage together with the run's counts and position, in one transaction: a
 * crash leaves either the whole page and the position after it, or neither. `at` is when the
 * page was read, the claims' retrieved time. False when the run is gone (its directory was
 * removed meanwhile): nothing is saved, and the import stops.
 */
export async function savePage(
  db: Db,
  run: { id: string; directoryId: string },
  stage: ReadingStage,
  { entries: page, requests, elsewhere }: ReadPage,
  position: Position,
  at: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ counts: payerImportRuns.counts })
      .from(payerImportRuns)
      .where(eq(payerImportRuns.id, run.id))
      .for('update');
    if (!current) return false;
    const counts = await saveStagePage(tx, run.directoryId, stage, page, at);
    // A run begun before a count was added has none of it yet.
    const merged: PayerImportCounts = { ...NO_PAYER_IMPORT_COUNTS, ...current.counts };
    merged.pages += requests;
    merged.resources += page.matches.length + page.included.size;
    merged.skipped += page.broken;
    merged.elsewhere += elsewhere;
    for (const [name, value] of Object.entries(counts) as [keyof PayerImportCounts, number][]) {
      merged[name] += value;
    }
    await tx
      .update(payerImportRuns)
      .set({ counts: merged, stage: position.stage, nextUrl: position.nextUrl, status: 'running' })
      .where(eq(payerImportRuns.id, run.id));
    return true;
  });
}

type PageCounts = Partial<PayerImportCounts>;

async function saveStagePage(
  tx: DbOrTx,
  directoryId: string,
  stage: ReadingStage,
  page: PageEntries,
  at: Date,
): Promise<PageCounts> {
  switch (stage) {
    case 'networks': {
      const orgs = page.matches as Organization[];
      const networks = orgs.filter(isNetwork).map((o) => ({ fhirId: o.id!, name: o.name!.trim() }));
      const saved = await saveNetworks(tx, directoryId, networks, at);
      return { networks: saved, skipped: orgs.length - saved };
    }
    case 'plans': {
      const { saved, skipped } = await savePlans(
        tx,
        directoryId,
        page.matches as InsurancePlan[],
        at,
      );
      return { plans: saved, skipped };
    }
    case 'practitioner-roles':
    case 'affiliations': {
      // Networks the page includes are saved under their own names first.
      const included = [...page.included.values()].filter(
        (r): r is Organization => r.resourceType === 'Organization' && isNetwork(r),
      );
      await saveNetworks(
        tx,
        directoryId,
        included.map((o) => ({ fhirId: o.id!, name: o.name!.trim() })),
        at,
      );
      const read = page.matches.map((resource): ReadResource => {
        if (resource.resourceType === 'PractitionerRole')
          return readRole(resource as PractitionerRole, page.included);
        if (resource.resourceType === 'OrganizationAffiliation')
          return readAffiliation(resource as OrganizationAffiliation, page.included);
        return { kind: 'skipped', source: null };
      });
      return saveParticipations(tx, directoryId, read, at);
    }
    case 'listed-roles':
    case 'listed-affiliations': {
      const sources = page.matches.map((r) => `${r.resourceType}/${r.id}`);
      await markListed(tx, directoryId, sources, at);
      return {};
    }
  }
}

async function saveParticipations(
  tx: DbOrTx,
  directoryId: string,
  read: ReadResource[],
  at: Date,
): Promise<PageCounts> {
  const participations = read.flatMap((r) => (r.kind === 'participation' ? [r.participation] : []));
  const irrelevant = read.flatMap((r) => (r.kind === 'irrelevant' ? [r.source] : []));
  const skipped = read.filter((r) => r.kind === 'skipped').length;
  const endedIrrelevant = await endClaims(tx, directoryId, irrelevant, at);
  if (participations.length === 0) {
    return { irrelevant: irrelevant.length, skipped, claimsEnded: endedIrrelevant };
  }
  const providers = await resolveProviders(
    tx,
    directoryId,
    participations.map((p: Participation) => p.provider),
  );
  const networks = await networkIds(
    tx,
    directoryId,
    participations.flatMap((p) => p.networks),
    at,
  );
  const plans = await plansByNetwork(tx, directoryId);
  const claims = await saveClaims(
    tx,
    directoryId,
    participations,
    { providers: providers.ids, networks },
    plans,
    at,
  );
  return {
    irrelevant: irrelevant.length,
    skipped: skipped + providers.unplaced,
    matched: providers.matched,
    created: providers.created,
    claimsAdded: claims.added,
    claimsEnded: endedIrrelevant + claims.ended,
  };
}
