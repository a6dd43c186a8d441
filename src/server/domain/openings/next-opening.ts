// A provider's next opening and whether it takes new patients, from every source there is
// (docs/product.md#next-opening). The choice between the sources is `nextOpening` and
// `notAcceptingOf` in src/shared/rules/best-opening.ts; this reads what they choose from.
import { calendarDayOf } from '@shared/api/calendar-date';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NetworkClaim, NextOpening, NotAccepting } from '@shared/api/providers';
import { nextOpening, notAcceptingOf, type AcceptingFacts } from '@shared/rules/best-opening';
import type { DbOrTx } from '../../db/client';
import {
  networkClaims,
  payerDirectories,
  payerNetworks,
  profiles,
  providers,
} from '../../db/schema';
import { saidFacts, type SaidFacts } from './said-facts';

/** The channel the database announces provider changes on (migration 0013). */
export const PROVIDER_CHANGES_CHANNEL = 'provider_changes';

/** The provider's own columns the choice needs, for a select() beside others. */
export const waitColumns = {
  /** The wait measured from confirmed bookings. */
  observedDays: sql<number | null>`CASE WHEN ${providers.measuredWaitSource} = 'observed'
    THEN ${providers.measuredWaitDays} END`.mapWith((value) =>
    value === null ? null : Number(value),
  ),
  /** The wait measured from several families' replies, when no bookings measured it. */
  reportedDays: sql<number | null>`CASE WHEN ${providers.measuredWaitSource} = 'reported'
    THEN ${providers.measuredWaitDays} END`.mapWith((value) =>
    value === null ? null : Number(value),
  ),
  listedDays: providers.averageWaitTime,
};

/** The provider's wait columns as `waitColumns` reads them. */
export interface WaitFacts {
  observedDays: number | null;
  reportedDays: number | null;
  listedDays: number | null;
}

/** A time still ahead of `now`, or a day from today on. */
const ahead = (start: string, now: Date) =>
  /^\d{4}-\d{2}-\d{2}$/.test(start)
    ? start >= calendarDayOf(now)
    : Date.parse(start) > now.getTime();

/** A provider's next opening from what was said and its waits. */
export const nextOpeningOf = (
  said: SaidFacts | undefined,
  waits: WaitFacts,
  now: Date,
): NextOpening | null =>
  nextOpening(
    {
      // Facts read a while ago (the search index's) may name a time that has passed since.
      published: said?.published && ahead(said.published.start, now) ? said.published : null,
      replyStart: said?.replyStart && ahead(said.replyStart, now) ? said.replyStart : null,
      observedDays: waits.observedDays,
      reportedDays: waits.reportedDays,
      listedDays: waits.listedDays,
    },
    now,
  );

/**
 * The claim of the family's plan network when it says no new patients (and the clinic has not
 * overruled it): every resource of that network in the directory says no.
 */
export function directoryNo(
  claims: readonly NetworkClaim[],
  network: string | null,
): AcceptingFacts['directory'] {
  if (!network) return null;
  const claim = claims.find(
    (candidate) => candidate.networkId === network && candidate.clinicSaidNoAt === null,
  );
  return claim?.acceptingNewPatients === false ? { at: claim.retrievedAt } : null;
}

/** Who says the provider takes no new patients, for the family whose network is given. */
export const notAcceptingFor = (
  said: SaidFacts | undefined,
  directory: AcceptingFacts['directory'],
): NotAccepting | null =>
  notAcceptingOf({ listing: said?.listing ?? null, reply: said?.reply ?? null, directory });

/**
 * The payer networks whose directories say each provider takes no new patients (every current
 * resource of the network that says anything says no), for the search index.
 */
export async function closedNetworks(
  db: DbOrTx,
  providerIds: string[] | 'all',
): Promise<Map<string, string[]>> {
  const closed = new Map<string, string[]>();
  if (providerIds !== 'all' && providerIds.length === 0) return closed;
  const rows = await db
    .select({ providerId: networkClaims.providerId, networkId: networkClaims.networkId })
    .from(networkClaims)
    .where(
      and(
        isNull(networkClaims.endedAt),
        providerIds === 'all' ? undefined : inArray(networkClaims.providerId, providerIds),
      ),
    )
    .groupBy(networkClaims.providerId, networkClaims.networkId)
    .having(sql`bool_or(${networkClaims.acceptingNewPatients}) IS FALSE`);
  for (const { providerId, networkId } of rows) {
    closed.set(providerId, [...(closed.get(providerId) ?? []), networkId]);
  }
  return closed;
}

/**
 * Tells every server instance's search index that these providers' openings changed ('all':
 * every provider), delivered on commit. Writes to openings, replies and providers announce
 * themselves (their tables' triggers); call this when time alone changed what is offered, such
 * as a hold expiring.
 */
export async function refreshProviderOpenings(
  db: DbOrTx,
  providerIds: readonly string[] | 'all',
): Promise<void> {
  if (providerIds !== 'all' && providerIds.length === 0) return;
  // The same function the tables' triggers call: it logs the change for a server starting from
  // its snapshot, then announces it (migration 0039).
  const ids = providerIds === 'all' ? null : providerIds.join(',');
  await db.execute(
    sql`SELECT announce_provider_changes(string_to_array(${ids}::text, ',')::uuid[])`,
  );
}

/** What a family is told of each provider's next opening and new patients. */
export interface FamilyOpeningFields {
  nextOpening: NextOpening | null;
  notAccepting: NotAccepting | null;
}

/**
 * The next opening and 'not taking new patients' of each provider read (with `waitColumns`), for
 * a family whose plan network is `network`, given the providers' current network claims.
 */
export async function familyOpeningFields(
  db: DbOrTx,
  rows: readonly (WaitFacts & { id: string })[],
  claims: Map<string, NetworkClaim[]>,
  network: string | null,
  options: {
    now?: Date;
    /** What the search index holds of each provider, read with it: no query needed then. */
    saidOf?: (id: string) => SaidFacts | undefined;
  } = {},
): Promise<Map<string, FamilyOpeningFields>> {
  const now = options.now ?? new Date();
  const ids = rows.map((row) => row.id);
  const said = options.saidOf
    ? new Map(ids.map((id) => [id, options.saidOf!(id)] as const))
    : await saidFacts(db, ids, now);
  return new Map(
    rows.map((row) => {
      const facts = said.get(row.id);
      return [
        row.id,
        {
          nextOpening: nextOpeningOf(facts, row, now),
          notAccepting: notAcceptingFor(facts, directoryNo(claims.get(row.id) ?? [], network)),
        },
      ];
    }),
  );
}

/**
 * Who says the provider takes no new patients, for the family of `userId`: the clinic's newest
 * word, else the directory of the plan network on the family's profile (when that network's
 * directory is of the profile's insurance). Null when nobody says no.
 */
export async function notAcceptingForFamily(
  db: DbOrTx,
  providerId: string,
  userId: string,
  now: Date = new Date(),
): Promise<NotAccepting | null> {
  const [said, directory] = await Promise.all([
    saidFacts(db, [providerId], now),
    db
      .select({
        at: sql<Date>`max(${networkClaims.retrievedAt})`.mapWith(networkClaims.retrievedAt),
      })
      .from(networkClaims)
      .innerJoin(profiles, eq(profiles.insuranceNetworkId, networkClaims.networkId))
      .innerJoin(payerNetworks, eq(payerNetworks.id, networkClaims.networkId))
      .innerJoin(
        payerDirectories,
        and(
          eq(payerDirectories.id, payerNetworks.directoryId),
          eq(payerDirectories.insuranceType, profiles.insuranceType),
        ),
      )
      .where(
        and(
          eq(profiles.userId, userId),
          eq(networkClaims.providerId, providerId),
          isNull(networkClaims.endedAt),
        ),
      )
      .having(sql`bool_or(${networkClaims.acceptingNewPatients}) IS FALSE`),
  ]);
  const closed = directory[0]?.at;
  return notAcceptingFor(said.get(providerId), closed ? { at: closed.toISOString() } : null);
}
