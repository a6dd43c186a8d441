import { sql } from 'drizzle-orm';
import { requestBySql } from '@server/domain/reach/request-by-sql';
import { listingFields, payerDirectories, providers } from '@server/db/schema';
import { isListingCurrent } from '@server/domain/listings/listing-current';
import { waitDaysSql, waitSourceSql } from '@server/domain/waits/provider-wait';

/** The columns of the API's Provider (providerSchema in src/shared/api), for select(). */
export const providerColumns = {
  id: providers.id,
  name: providers.name,
  specialty: providers.specialty,
  addressLine: providers.addressLine,
  city: providers.city,
  state: providers.state,
  zipCode: providers.zipCode,
  latitude: providers.latitude,
  longitude: providers.longitude,
  locationApproximate: providers.locationApproximate,
  averageWaitTime: waitDaysSql,
  waitSource: waitSourceSql,
  waitFamilies: providers.measuredWaitFamilies,
  servicesOffered: providers.servicesOffered,
  acceptedInsurance: providers.acceptedInsurance,
  profileImageUrl: providers.profileImageUrl,
  phone: providers.phone,
  email: providers.email,
  requestBy: requestBySql,
  websiteUrl: providers.websiteUrl,
  npiNumber: providers.npiNumber,
  source: providers.source,
  acceptingNewPatients: providers.acceptingNewPatients,
  detailsVerifiedAt: providers.detailsVerifiedAt,
  agesFrom: providers.agesFrom,
  agesTo: providers.agesTo,
  languages: providers.languages,
  telehealth: providers.telehealth,
  accessibility: providers.accessibility,
  licenseState: providers.licenseState,
  factsReportedAt: providers.factsReportedAt,
  /** Each field the clinic said on its listing, with when (docs/product.md#what-a-clinic-keeps). */
  listingSaid: sql<Record<
    string,
    string
  > | null>`(SELECT json_object_agg(${listingFields.field}, ${listingFields.saidAt})
    FROM ${listingFields} WHERE ${listingFields.providerId} = ${providers.id})`,
  sourceDirectory: sql<string | null>`(SELECT ${payerDirectories.name} FROM ${payerDirectories}
    WHERE ${payerDirectories.id} = ${providers.sourceDirectoryId})`,
};

type ProviderColumn = keyof typeof providerColumns;

/** Some of the columns above, for an answer that carries less than a whole provider. */
export function someProviderColumns<Name extends ProviderColumn>(
  names: readonly Name[],
): Pick<typeof providerColumns, Name> {
  return Object.fromEntries(names.map((name) => [name, providerColumns[name]])) as Pick<
    typeof providerColumns,
    Name
  >;
}

/** Timestamps leave the API as ISO text. */
export const isoOrNull = (value: Date | null) => value?.toISOString() ?? null;

/** One decimal is plenty for "12.3 mi away" and keeps the answer small. */
export const roundMiles = (miles: number | null) =>
  miles === null ? null : Math.round(miles * 10) / 10;

/**
 * What the clinic said on its listing, as families are told it: when it last confirmed or changed
 * it, whether that is recent enough to count, and when it said each field. Null: never.
 */
export function listingOf(said: Record<string, string> | null, now: Date) {
  if (!said) return null;
  const saidAt = Object.fromEntries(
    Object.entries(said).map(([field, at]) => [field, new Date(at).toISOString()]),
  );
  const latest = Object.values(saidAt).sort().at(-1)!;
  const confirmedAt = new Date(latest);
  return { confirmedAt: latest, current: isListingCurrent(confirmedAt, now), saidAt };
}

/**
 * A row read with the family's columns (matchesInsurance from the search index, distanceMiles) as
 * the API returns it: ISO time, miles as a number with one decimal.
 */
export function withFamilyFields<
  Row extends {
    detailsVerifiedAt: Date | null;
    factsReportedAt: Date | null;
    matchesInsurance: boolean;
    distanceMiles: number | string | null;
    listingSaid: Record<string, string> | null;
  },
>({ listingSaid, ...row }: Row, now = new Date()) {
  return {
    ...row,
    listing: listingOf(listingSaid, now),
    detailsVerifiedAt: isoOrNull(row.detailsVerifiedAt),
    factsReportedAt: isoOrNull(row.factsReportedAt),
    distanceMiles: roundMiles(row.distanceMiles === null ? null : Number(row.distanceMiles)),
  };
}
