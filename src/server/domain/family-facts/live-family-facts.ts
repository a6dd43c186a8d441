// The facts a clinic is told that are read from the family's account and profile at the time of
// telling, for the columns of a select over users left-joined with profiles.
import { sql, type AnyColumn } from 'drizzle-orm';
import { payerDirectories, payerNetworks, profiles, users } from '../../db/schema';

/**
 * The plan the family named under `insurance`: none when the profile's network belongs to another
 * insurance (a request keeps the insurance it was sent with; the profile may have moved on).
 */
const planNameSql = (insurance: AnyColumn) => sql<string | null>`(
  SELECT ${payerNetworks.name} FROM ${payerNetworks}
  JOIN ${payerDirectories} ON ${payerDirectories.id} = ${payerNetworks.directoryId}
  WHERE ${payerNetworks.id} = ${profiles.insuranceNetworkId}
    AND ${payerDirectories.insuranceType} = ${insurance})`;

/** `LiveFamilyFacts` as select columns; `insurance` is the insurance the plan must belong to. */
export const liveFamilyFactColumns = (insurance: AnyColumn) => ({
  firstName: users.firstName,
  insurancePlan: planNameSql(insurance),
  services: profiles.desiredServices,
  zipCode: profiles.zipCode,
  language: profiles.requestLanguage,
});
