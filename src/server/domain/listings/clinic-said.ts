// The clinic's word wins (docs/product.md#what-a-clinic-keeps): a field the clinic said on its
// listing is never overwritten by the registry, a payer directory or an admin. Every writer asks
// here which fields those are.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ListingField } from '@shared/api/clinic-listing';
import { errorMessage } from '@shared/api/error-messages';
import type { DbOrTx } from '../../db/client';
import { listingFields } from '../../db/schema';
import { AppError } from '../../lib/errors';

/** The row a confirmation writes beside the fields: 'everything here is still right'. */
export const CONFIRMED_FIELD = 'confirmed';

/**
 * The provider columns each listing field stands for: what an import or admin edit must leave
 * alone once the clinic said the field.
 */
export const FIELD_COLUMNS = {
  email: ['email'],
  acceptingNewPatients: ['acceptingNewPatients', 'notAcceptingServices'],
  servicesOffered: ['servicesOffered'],
  acceptedInsurance: ['acceptedInsurance'],
  acceptedNetworkIds: ['acceptedNetworkIds'],
  ages: ['agesFrom', 'agesTo'],
  languages: ['languages'],
  telehealth: ['telehealth'],
  address: [
    'addressLine',
    'city',
    'state',
    'zipCode',
    'latitude',
    'longitude',
    'locationApproximate',
  ],
  phone: ['phone'],
  websiteUrl: ['websiteUrl'],
  photo: ['profileImageUrl'],
  openings: [],
} as const satisfies Record<ListingField, readonly string[]>;

/** For each of `providerIds`, the fields its clinic said and when it last said each. */
export async function clinicSaidFields(
  db: DbOrTx,
  providerIds: readonly string[],
): Promise<Map<string, Map<string, Date>>> {
  const said = new Map<string, Map<string, Date>>();
  if (providerIds.length === 0) return said;
  const rows = await db
    .select()
    .from(listingFields)
    .where(inArray(listingFields.providerId, [...providerIds]));
  for (const row of rows) {
    const fields = said.get(row.providerId) ?? new Map<string, Date>();
    fields.set(row.field, row.saidAt);
    said.set(row.providerId, fields);
  }
  return said;
}

/** The listing fields among `fields` that the clinic of `providerId` said. */
export async function fieldsTheClinicSaid(
  db: DbOrTx,
  providerId: string,
  fields: readonly ListingField[],
): Promise<ListingField[]> {
  if (fields.length === 0) return [];
  const rows = await db
    .select({ field: listingFields.field })
    .from(listingFields)
    .where(
      and(eq(listingFields.providerId, providerId), inArray(listingFields.field, [...fields])),
    );
  const said = new Set(rows.map((row) => row.field));
  return fields.filter((field) => said.has(field));
}

/** SQL: true when the clinic of the provider in `providerId` said `field`. For upserts. */
export const clinicSaidSql = (providerId: AnyPgColumn | SQL, field: ListingField): SQL<boolean> =>
  sql<boolean>`EXISTS (SELECT 1 FROM ${listingFields} WHERE ${listingFields.providerId} = ${providerId} AND ${listingFields.field} = ${field})`;

/** Records that the clinic said `fields` now (an edit or a confirmation), by `userId` if signed in. */
export async function recordClinicSaid(
  db: DbOrTx,
  providerId: string,
  fields: readonly string[],
  saidBy: string | null,
  now: Date,
): Promise<void> {
  if (fields.length === 0) return;
  await db
    .insert(listingFields)
    .values(fields.map((field) => ({ providerId, field, saidAt: now, saidBy })))
    .onConflictDoUpdate({
      target: [listingFields.providerId, listingFields.field],
      set: { saidAt: now, saidBy },
    });
}

/**
 * Refuses an admin's change to fields the clinic said (409 naming the first): the clinic's word
 * is changed on its listing, not over it.
 */
export async function refuseClinicSaid(
  db: DbOrTx,
  providerId: string,
  changed: readonly ListingField[],
): Promise<void> {
  const said = await fieldsTheClinicSaid(db, providerId, changed);
  if (said.length === 0) return;
  throw new AppError(
    'clinic_said',
    errorMessage('listing.clinicSaid', { fields: said.join(', ') }),
    said[0],
  );
}
