import { eq, sql } from 'drizzle-orm';
import type { InsurancePlan, Organization } from 'fhir/r4';
import type { DbOrTx } from '@server/db/client';
import { payerNetworks, payerPlans } from '@server/db/schema';
import { ORG_TYPES, referenceKey } from './fhir/plan-net';
import type { NetworkParticipation } from './participation';

/** Organizations of Plan-Net type 'ntwk' with a name: the directory's networks. */
export const isNetwork = (org: Organization) =>
  Boolean(org.name?.trim()) &&
  (org.type ?? []).some((t) =>
    (t.coding ?? []).some((c) => c.system === ORG_TYPES && c.code === 'ntwk'),
  );

/** Saves networks by FHIR id, their names refreshed; returns how many. */
export async function saveNetworks(
  tx: DbOrTx,
  directoryId: string,
  networks: { fhirId: string; name: string }[],
  at: Date,
): Promise<number> {
  const unique = [...new Map(networks.map((n) => [n.fhirId, n])).values()];
  if (unique.length === 0) return 0;
  await tx
    .insert(payerNetworks)
    .values(unique.map((n) => ({ directoryId, ...n, updatedAt: at })))
    .onConflictDoUpdate({
      target: [payerNetworks.directoryId, payerNetworks.fhirId],
      set: { name: sql`excluded.name`, updatedAt: at },
    });
  return unique.length;
}

/**
 * The ids of the networks participations name. A network the directory did not list as an
 * Organization is kept under the name its reference gives (else its id).
 */
export async function networkIds(
  tx: DbOrTx,
  directoryId: string,
  named: NetworkParticipation[],
  at: Date,
): Promise<Map<string, string>> {
  const known = await tx
    .select({ id: payerNetworks.id, fhirId: payerNetworks.fhirId })
    .from(payerNetworks)
    .where(eq(payerNetworks.directoryId, directoryId));
  const ids = new Map(known.map((n) => [`Organization/${n.fhirId}`, n.id]));
  const missing = named.filter((n) => !ids.has(n.network));
  if (missing.length) {
    const added = await tx
      .insert(payerNetworks)
      .values(
        [...new Map(missing.map((n) => [n.network, n])).values()].map((n) => {
          const fhirId = n.network.slice('Organization/'.length);
          return { directoryId, fhirId, name: n.networkName ?? fhirId, updatedAt: at };
        }),
      )
      .onConflictDoUpdate({
        target: [payerNetworks.directoryId, payerNetworks.fhirId],
        set: { updatedAt: at },
      })
      .returning({ id: payerNetworks.id, fhirId: payerNetworks.fhirId });
    for (const n of added) ids.set(`Organization/${n.fhirId}`, n.id);
  }
  return ids;
}

/** Saves plans with the networks they use (the plan's own and its sub-plans'); returns how many. */
export async function savePlans(
  tx: DbOrTx,
  directoryId: string,
  plans: InsurancePlan[],
  at: Date,
): Promise<{ saved: number; skipped: number }> {
  const rows = plans.flatMap((plan) => {
    const name = plan.name?.trim();
    if (!plan.id || !name) return [];
    const networks = [...(plan.network ?? []), ...(plan.plan ?? []).flatMap((p) => p.network ?? [])]
      .map(referenceKey)
      .filter((key): key is string => key?.startsWith('Organization/') ?? false)
      .map((key) => key.slice('Organization/'.length));
    const planType = plan.type?.[0]?.coding?.[0]?.code ?? null;
    return [
      {
        directoryId,
        fhirId: plan.id,
        name,
        planType,
        networkFhirIds: [...new Set(networks)],
        updatedAt: at,
      },
    ];
  });
  const unique = [...new Map(rows.map((r) => [r.fhirId, r])).values()];
  if (unique.length) {
    await tx
      .insert(payerPlans)
      .values(unique)
      .onConflictDoUpdate({
        target: [payerPlans.directoryId, payerPlans.fhirId],
        set: {
          name: sql`excluded.name`,
          planType: sql`excluded.plan_type`,
          networkFhirIds: sql`excluded.network_fhir_ids`,
          updatedAt: at,
        },
      });
  }
  return { saved: unique.length, skipped: plans.length - rows.length };
}

/** The names of the plans that use each network, by the network's FHIR id. */
export async function plansByNetwork(
  tx: DbOrTx,
  directoryId: string,
): Promise<Map<string, string[]>> {
  const plans = await tx
    .select({ name: payerPlans.name, networks: payerPlans.networkFhirIds })
    .from(payerPlans)
    .where(eq(payerPlans.directoryId, directoryId))
    .orderBy(payerPlans.name);
  const byNetwork = new Map<string, string[]>();
  for (const plan of plans) {
    for (const network of plan.networks) {
      byNetwork.set(network, [...(byNetwork.get(network) ?? []), plan.name]);
    }
  }
  return byNetwork;
}
