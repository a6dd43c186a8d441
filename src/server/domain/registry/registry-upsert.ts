import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ListingField } from '@shared/api/clinic-listing';
import { providers } from '@server/db/schema';
import { clinicSaidSql } from '@server/domain/listings/clinic-said';

// What a registry import (the API's or the national file's) may write over a provider it finds by
// NPI. Both upsert with this one rule, so the registry never overwrites what others said.

/** The value the upsert proposed for `column`. */
export const excluded = (column: PgColumn) => sql.raw(`excluded."${column.name}"`);

const adminRow = sql`${providers.source} = 'admin'`;

/**
 * The registry's value, except on a row an admin created (source 'admin') or where the clinic said
 * the field on its listing (docs/product.md#what-a-clinic-keeps): those keep their own.
 */
export const unlessKept = (column: PgColumn, field?: ListingField): SQL =>
  sql`CASE WHEN ${adminRow}${field ? sql` OR ${clinicSaidSql(providers.id, field)}` : sql``} THEN ${column} ELSE ${excluded(column)} END`;

/**
 * The registry knows a ZIP code's centre at best: a place someone set better (a payer directory's
 * coordinates, an admin's, the clinic's address) stays, and so does its address.
 */
const placeKept = sql`${adminRow} OR ${clinicSaidSql(providers.id, 'address')} OR NOT ${providers.locationApproximate}`;
const unlessPlaced = (column: PgColumn): SQL =>
  sql`CASE WHEN ${placeKept} THEN ${column} ELSE ${excluded(column)} END`;

/**
 * Upsert by NPI. An update refreshes registry facts only; what an admin entered (website, image,
 * insurance, wait, new patients, verified details) is never in this list, services derived from
 * the taxonomy give way to services an admin verified, and a field the clinic said stays its own.
 */
export const ON_CONFLICT_SET = {
  name: unlessKept(providers.name),
  specialty: unlessKept(providers.specialty),
  addressLine: unlessPlaced(providers.addressLine),
  city: unlessPlaced(providers.city),
  state: unlessPlaced(providers.state),
  zipCode: unlessPlaced(providers.zipCode),
  latitude: unlessPlaced(providers.latitude),
  longitude: unlessPlaced(providers.longitude),
  locationApproximate: unlessPlaced(providers.locationApproximate),
  phone: unlessKept(providers.phone, 'phone'),
  servicesOffered: sql`CASE WHEN ${adminRow} OR ${providers.detailsVerifiedAt} IS NOT NULL
    OR ${clinicSaidSql(providers.id, 'servicesOffered')}
    THEN ${providers.servicesOffered} ELSE ${excluded(providers.servicesOffered)} END`,
  source: sql`CASE WHEN ${adminRow} THEN ${providers.source} ELSE 'registry'::provider_source END`,
  licenseState: excluded(providers.licenseState),
  taxonomyCodes: excluded(providers.taxonomyCodes),
  importedAt: excluded(providers.importedAt),
};
