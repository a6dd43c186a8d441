import { sql, type SQL } from 'drizzle-orm';
import { appointmentRequests, networkClaims, payerDirectories, providers } from '@server/db/schema';
import type { FamilyContext } from './family-context';

// What a provider's row says about insurance claims and about the family asking: the payer
// directories' standing claims (which the search index counts as taking an insurance) and how
// far it is from home.

/**
 * Whether the claim `c` of directory `d` still stands: not contradicted by the clinic. A clinic's
 * newest answer about the directory's insurance wins when it is no and came after the directory
 * last changed that listing (its `lastUpdated`, else when we first read it).
 */
const claimStandsSql = sql`NOT EXISTS (
  SELECT 1 FROM (
    SELECT r.reply_insurance_accepted AS accepted, r.insurance_answered_at AS answered_at
    FROM ${appointmentRequests} r
    WHERE r.provider_id = c.provider_id AND r.insurance_type = d.insurance_type
      AND r.insurance_answered_at IS NOT NULL
    ORDER BY r.insurance_answered_at DESC LIMIT 1
  ) newest
  WHERE NOT newest.accepted AND newest.answered_at > coalesce(c.source_updated_at, c.first_seen_at)
)`;

/** The current claims of the provider in this row that still stand, as `c` joined to `d`. */
const standingClaimsSql = sql`${networkClaims} c JOIN ${payerDirectories} d ON d.id = c.directory_id
  WHERE c.provider_id = ${providers}.id AND c.ended_at IS NULL AND ${claimStandsSql}`;

/**
 * The insurance types of the payer directories that list the provider in a network now: each
 * such claim counts as taking that insurance, beside the insurances listed on the provider. The
 * provider's id is named with its table: inside the subquery a bare column would be the claim's.
 */
export const claimedInsuranceSql = sql<string[]>`coalesce((
  SELECT array_agg(DISTINCT d.insurance_type) FROM ${standingClaimsSql}
), '{}'::text[])`;

/** The networks (our ids) that list the provider now, for families that named theirs. */
export const claimedNetworksSql = sql<string[]>`coalesce((
  SELECT array_agg(DISTINCT c.network_id::text) FROM ${standingClaimsSql}
), '{}'::text[])`;

/** Great-circle miles from the family's ZIP centre; NULL without one. */
export function distanceMilesSql(family: FamilyContext): SQL<number | null> {
  if (!family.home) return sql<null>`NULL::double precision`;
  const { latitude, longitude } = family.home;
  return sql<number>`(3958.8 * 2 * asin(sqrt(
    power(sin(radians(${providers.latitude} - ${latitude}::double precision) / 2), 2) +
    cos(radians(${latitude}::double precision)) * cos(radians(${providers.latitude})) *
    power(sin(radians(${providers.longitude} - ${longitude}::double precision) / 2), 2)
  )))`;
}
