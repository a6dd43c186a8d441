import { sql } from 'drizzle-orm';
import { payerDirectories, providers } from '@server/db/schema';
import { requestBySql } from '@server/domain/reach/request-by-sql';
import { waitDaysSql, waitSourceSql } from '@server/lib/provider-wait';

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
  sourceDirectory: sql<string | null>`(SELECT ${payerDirectories.name} FROM ${payerDirectories}
    WHERE ${payerDirectories.id} = ${providers.sourceDirectoryId})`,
};

/** Timestamps leave the API as ISO text. */
export const isoOrNull = (value: Date | null) => value?.toISOString() ?? null;

/** One decimal is plenty for "12.3 mi away" and keeps the answer small. */
export const roundMiles = (miles: number | null) =>
  miles === null ? null : Math.round(miles * 10) / 10;

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
  },
>(row: Row) {
  return {
    ...row,
    detailsVerifiedAt: isoOrNull(row.detailsVerifiedAt),
    factsReportedAt: isoOrNull(row.factsReportedAt),
    distanceMiles: roundMiles(row.distanceMiles === null ? null : Number(row.distanceMiles)),
  };
}
