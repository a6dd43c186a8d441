import { eq, inArray } from 'drizzle-orm';
import type { ListingField, UpdateListingInput } from '@shared/api/clinic-listing';
import { errorMessage } from '@shared/api/error-messages';
import type { Db, DbOrTx } from '@server/db/client';
import { payerDirectories, payerNetworks, providers, type NewProviderRow } from '@server/db/schema';
import { recordClinicSaid } from '@server/domain/listings/clinic-said';
import { recordAudit } from '@server/domain/audit/audit';
import { sendPendingRequests } from '@server/domain/clinic-requests/send-pending-requests';
import { AppError } from '@server/lib/errors';
import { zipCentroid } from '@server/domain/places/zip-centroids';

/** The listing fields a change names (ages once for its pair). */
export function fieldsOf(input: UpdateListingInput): ListingField[] {
  const fields: ListingField[] = [];
  if (input.email !== undefined) fields.push('email');
  if (input.acceptingNewPatients !== undefined || input.notAcceptingServices !== undefined) {
    fields.push('acceptingNewPatients');
  }
  if (input.servicesOffered !== undefined) fields.push('servicesOffered');
  if (input.acceptedInsurance !== undefined) fields.push('acceptedInsurance');
  if (input.acceptedNetworkIds !== undefined) fields.push('acceptedNetworkIds');
  if (input.agesFrom !== undefined || input.agesTo !== undefined) fields.push('ages');
  if (input.languages !== undefined) fields.push('languages');
  if (input.telehealth !== undefined) fields.push('telehealth');
  if (input.zipCode !== undefined) fields.push('address');
  if (input.phone !== undefined) fields.push('phone');
  if (input.websiteUrl !== undefined) fields.push('websiteUrl');
  return fields;
}

/**
 * The provider columns a change sets. Per-service 'not accepting' and the overall flag stay
 * consistent: not accepting at all singles out no service, and singling out services means the
 * practice still takes new patients for the others.
 */
async function columnsOf(db: DbOrTx, input: UpdateListingInput): Promise<Partial<NewProviderRow>> {
  const set: Partial<NewProviderRow> = {};
  if (input.email !== undefined) set.email = input.email;
  if (input.acceptingNewPatients !== undefined) {
    set.acceptingNewPatients = input.acceptingNewPatients;
    if (input.acceptingNewPatients !== true) set.notAcceptingServices = [];
  }
  if (input.notAcceptingServices !== undefined && input.acceptingNewPatients !== false) {
    set.notAcceptingServices = input.notAcceptingServices;
    if (input.notAcceptingServices.length > 0) set.acceptingNewPatients = true;
  }
  if (input.servicesOffered !== undefined) set.servicesOffered = input.servicesOffered;
  if (input.acceptedInsurance !== undefined) set.acceptedInsurance = input.acceptedInsurance;
  if (input.acceptedNetworkIds !== undefined) {
    const known = input.acceptedNetworkIds.length
      ? await db
          .select({ id: payerNetworks.id })
          .from(payerNetworks)
          .innerJoin(payerDirectories, eq(payerDirectories.id, payerNetworks.directoryId))
          .where(inArray(payerNetworks.id, input.acceptedNetworkIds))
      : [];
    const knownIds = new Set(known.map((row) => row.id));
    const unknown = input.acceptedNetworkIds.findIndex((id) => !knownIds.has(id));
    if (unknown >= 0) {
      throw new AppError(
        'invalid_input',
        errorMessage('listing.network'),
        `acceptedNetworkIds[${unknown}]`,
      );
    }
    set.acceptedNetworkIds = input.acceptedNetworkIds;
  }
  if (input.agesFrom !== undefined) set.agesFrom = input.agesFrom;
  if (input.agesTo !== undefined) set.agesTo = input.agesTo;
  if (input.languages !== undefined) set.languages = input.languages;
  if (input.telehealth !== undefined) set.telehealth = input.telehealth;
  if (input.zipCode !== undefined) {
    // The map places the practice at its ZIP code's centre: no street address leaves the server.
    const centre = zipCentroid(input.zipCode);
    if (!centre) throw new AppError('invalid_input', errorMessage('listing.zipCode'), 'zipCode');
    Object.assign(set, centre, {
      locationApproximate: true,
      addressLine: input.addressLine,
      city: input.city,
      state: input.state,
      zipCode: input.zipCode,
    });
  }
  if (input.phone !== undefined) set.phone = input.phone;
  if (input.websiteUrl !== undefined) set.websiteUrl = input.websiteUrl;
  return set;
}

/**
 * Saves what the clinic changed, dates each field as said by the clinic now, and audits which
 * fields changed (never their values: an address or phone is the clinic's, not the log's).
 */
export async function updateListing(
  db: Db,
  user: { id: string },
  providerId: string,
  input: UpdateListingInput,
  context: { ip: string; now: Date; secret: string },
): Promise<void> {
  const fields = fieldsOf(input);
  if (fields.length === 0) return;
  await db.transaction(async (tx) => {
    const set = await columnsOf(tx, input);
    await tx.update(providers).set(set).where(eq(providers.id, providerId));
    await recordClinicSaid(tx, providerId, fields, user.id, context.now);
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'listing_updated',
      subject: providerId,
      ip: context.ip,
      details: { fields },
    });
    // Requests families made while the clinic had no address go out once it gives one.
    if (input.email !== undefined) {
      await sendPendingRequests(tx, context.secret, providerId, context.now);
    }
  });
}
