import { and, eq, gte, like, lte, sql, type SQL } from 'drizzle-orm';
import type { ProviderFilter } from '@shared/api/providers';
import { normalizeSearch } from '@shared/rules/provider-filter';
import { providers } from '@server/db/schema';
import type { FamilyContext } from './family-context';

// The search filters in SQL (docs/product.md#filters): the same rules as providerMatches() in
// src/shared/rules, which a test runs against this query on the sample data.

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const textArray = (...values: string[]) =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

export function providerConditions(filter: ProviderFilter, family: FamilyContext): SQL | undefined {
  const search = normalizeSearch(filter.q);
  const conditions: (SQL | undefined)[] = [
    filter.state ? eq(providers.state, filter.state) : undefined,
    // search_text is lower(name + U+001F + city); the search is lower-cased already.
    search ? like(providers.searchText, `%${escapeLike(search)}%`) : undefined,
    // Any of the chosen services: the array overlap operator.
    filter.service?.length
      ? sql`${providers.servicesOffered} && ${textArray(...filter.service)}`
      : undefined,
    filter.insurance
      ? sql`${providers.acceptedInsurance} @> ${textArray(filter.insurance)}`
      : undefined,
    filter.matchingOnly && family.insurance
      ? sql`${providers.acceptedInsurance} @> ${textArray(family.insurance)}`
      : undefined,
    filter.bounds
      ? and(
          gte(providers.latitude, filter.bounds.south),
          lte(providers.latitude, filter.bounds.north),
          gte(providers.longitude, filter.bounds.west),
          lte(providers.longitude, filter.bounds.east),
        )
      : undefined,
  ];
  return and(...conditions);
}

/** Whether the provider accepts the family's insurance (false without one). */
export function matchesInsuranceSql(family: FamilyContext): SQL<boolean> {
  return family.insurance
    ? sql<boolean>`(${providers.acceptedInsurance} @> ${textArray(family.insurance)})`
    : sql<boolean>`false`;
}

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
