import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import {
  LISTING_FIELDS,
  type ClinicListing,
  type FieldSource,
  type FieldState,
  type ListingField,
} from '@shared/api/clinic-listing';
import type { DbOrTx } from '@server/db/client';
import { providerOpenings, providers, type ProviderRow } from '@server/db/schema';
import { insuranceNetworks } from '@server/domain/insurance/insurance-networks';
import { clinicSaidFields } from '@server/domain/listings/clinic-said';
import { isListingCurrent } from '@server/domain/listings/listing-current';
import { AppError } from '@server/lib/errors';
import { timeZoneAt } from '@server/domain/places/time-zone-at';
import { errorMessage } from '@shared/api/error-messages';

/** Fields an admin verifies with the provider ('verified N days ago'). */
const ADMIN_VERIFIED: ReadonlySet<ListingField> = new Set([
  'acceptingNewPatients',
  'servicesOffered',
  'acceptedInsurance',
]);
/** Fields the clinic confirms through a request's reply link. */
const REPLY_FACTS: ReadonlySet<ListingField> = new Set(['ages', 'languages', 'telehealth']);
/** Fields only an admin (or the sample) ever sets. */
const ADMIN_ONLY: ReadonlySet<ListingField> = new Set(['email', 'websiteUrl', 'photo']);

function hasValue(field: ListingField, row: ProviderRow): boolean {
  switch (field) {
    case 'email':
      return row.email !== null;
    case 'acceptingNewPatients':
      return row.acceptingNewPatients !== null;
    case 'servicesOffered':
      return row.servicesOffered.length > 0;
    case 'acceptedInsurance':
      return row.acceptedInsurance.length > 0;
    case 'acceptedNetworkIds':
      return row.acceptedNetworkIds !== null;
    case 'ages':
      return row.agesFrom !== null;
    case 'languages':
      return row.languages !== null;
    case 'telehealth':
      return row.telehealth !== null;
    case 'address':
      return true;
    case 'phone':
      return row.phone !== null;
    case 'websiteUrl':
      return row.websiteUrl !== null;
    case 'photo':
      return row.profileImageUrl !== null;
    case 'openings':
      return false;
  }
}

/** Where a field's value comes from: the clinic when it said it, else who else gave it. */
function fieldState(field: ListingField, row: ProviderRow, said: Map<string, Date>): FieldState {
  const saidAt = said.get(field);
  if (saidAt) return { source: 'clinic', saidAt: saidAt.toISOString() };
  if (REPLY_FACTS.has(field) && row.factsReportedAt && hasValue(field, row)) {
    return { source: 'clinic', saidAt: row.factsReportedAt.toISOString() };
  }
  if (!hasValue(field, row)) return { source: 'unknown', saidAt: null };
  let source: FieldSource = row.source;
  if (
    row.source !== 'sample' &&
    (ADMIN_ONLY.has(field) || (ADMIN_VERIFIED.has(field) && row.detailsVerifiedAt))
  ) {
    source = 'admin';
  }
  return { source, saidAt: null };
}

/** The listing as its clinic keeps it: values, each field's source and date, openings, plans. */
export async function readListing(
  db: DbOrTx,
  providerId: string,
  now: Date,
): Promise<ClinicListing> {
  const [row] = await db.select().from(providers).where(eq(providers.id, providerId));
  if (!row) throw new AppError('not_found', errorMessage('listing.notFound'));
  const said =
    (await clinicSaidFields(db, [providerId])).get(providerId) ?? new Map<string, Date>();
  const confirmed = [...said.values()].reduce<Date | null>(
    (latest, at) => (latest === null || at > latest ? at : latest),
    null,
  );
  const openings = await db
    .select()
    .from(providerOpenings)
    .where(
      and(
        eq(providerOpenings.providerId, providerId),
        // A from-only row stands from its day on; a timed one until it has begun.
        or(gt(providerOpenings.startsAt, now), eq(providerOpenings.fromOnly, true)),
        isNull(providerOpenings.heldByRequestId),
      ),
    )
    .orderBy(asc(providerOpenings.startsAt));
  const networks = await insuranceNetworks(db, row.acceptedInsurance);
  const fields = Object.fromEntries(
    LISTING_FIELDS.map((field) => [field, fieldState(field, row, said)]),
  ) as ClinicListing['fields'];
  return {
    id: row.id,
    name: row.name,
    specialty: row.specialty,
    npiNumber: row.npiNumber,
    locationApproximate: row.locationApproximate,
    deactivated: row.deactivatedAt !== null,
    timeZone: timeZoneAt(row.latitude, row.longitude) ?? 'UTC',
    values: {
      email: row.email,
      acceptingNewPatients: row.acceptingNewPatients,
      notAcceptingServices: row.notAcceptingServices,
      servicesOffered: row.servicesOffered,
      acceptedInsurance: row.acceptedInsurance,
      acceptedNetworkIds: row.acceptedNetworkIds,
      agesFrom: row.agesFrom,
      agesTo: row.agesTo,
      languages: row.languages,
      telehealth: row.telehealth,
      address: {
        addressLine: row.addressLine,
        city: row.city,
        state: row.state,
        zipCode: row.zipCode,
      },
      phone: row.phone,
      websiteUrl: row.websiteUrl,
      profileImageUrl: row.profileImageUrl,
    },
    fields,
    networks,
    openings: openings.map((opening) => ({
      id: opening.id,
      startsAt: opening.startsAt.toISOString(),
      endsAt: opening.endsAt?.toISOString() ?? null,
      fromOnly: opening.fromOnly,
      service: opening.service,
      source: opening.source,
    })),
    confirmedAt: confirmed?.toISOString() ?? null,
    current: isListingCurrent(confirmed, now),
  };
}
