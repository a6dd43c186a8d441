import { and, count, eq, gt, inArray } from 'drizzle-orm';
import { errorMessage } from '@shared/api/error-messages';
import { OPEN_STATUSES } from '@shared/rules/request-status';
import { PROVIDER_REQUESTS_PER_DAY } from '@shared/rules/sending-limits';
import type { AppointmentRequest } from '@shared/api/appointment-requests';
import type { Db } from '@server/db/client';
import { appointmentRequests, careBasketItems, profiles, providers } from '@server/db/schema';
import { AppError } from '@server/lib/errors';
import { waitDaysSql, waitSourceSql } from '@server/lib/provider-wait';
import { timeZoneAt } from '@server/lib/time-zone-at';
import { issueReplyLinks } from './replies/issue-reply-links';
import { toApiRequest } from './to-api';

const DAY_MS = 86_400_000;

/**
 * Turns every item in the family's basket into a submitted request and empties the basket, all
 * or nothing. The basket rows are locked first, so a double click or a retry finds them gone and
 * creates nothing twice. Each request records the provider's current estimated wait.
 */
export async function submitRequests(
  db: Db,
  userId: string,
  secret: string,
): Promise<AppointmentRequest[]> {
  return db.transaction(async (tx) => {
    const items = await tx
      .select({
        itemId: careBasketItems.id,
        providerId: providers.id,
        name: providers.name,
        specialty: providers.specialty,
        city: providers.city,
        state: providers.state,
        phone: providers.phone,
        addressLine: providers.addressLine,
        zipCode: providers.zipCode,
        email: providers.email,
        latitude: providers.latitude,
        longitude: providers.longitude,
        estimatedWait: waitDaysSql,
        waitSource: waitSourceSql,
      })
      .from(careBasketItems)
      .innerJoin(providers, eq(providers.id, careBasketItems.providerId))
      .where(eq(careBasketItems.userId, userId))
      .orderBy(careBasketItems.addedAt)
      .for('update', { of: careBasketItems });
    if (items.length === 0) {
      throw new AppError('basket_empty', errorMessage('requests.basketEmpty'));
    }
    // A provider asked already (its request still open) is not asked again; its item just goes.
    const asked = new Set(
      (
        await tx
          .select({ providerId: appointmentRequests.providerId })
          .from(appointmentRequests)
          .where(
            and(
              eq(appointmentRequests.userId, userId),
              inArray(appointmentRequests.status, [...OPEN_STATUSES]),
              inArray(
                appointmentRequests.providerId,
                items.map((item) => item.providerId),
              ),
            ),
          )
      ).map((row) => row.providerId),
    );
    const toAsk = items.filter((item) => !asked.has(item.providerId));
    if (toAsk.length === 0) {
      throw new AppError('already_requested', errorMessage('requests.alreadyRequested'));
    }
    // Each request e-mails a clinic; the basket rows locked above serialise this family's submits.
    const [today] = await tx
      .select({ n: count() })
      .from(appointmentRequests)
      .where(
        and(
          eq(appointmentRequests.userId, userId),
          gt(appointmentRequests.submittedAt, new Date(Date.now() - DAY_MS)),
        ),
      );
    if ((today?.n ?? 0) + toAsk.length > PROVIDER_REQUESTS_PER_DAY) {
      throw new AppError(
        'sending_limit',
        errorMessage('requests.sendingLimit', { limit: PROVIDER_REQUESTS_PER_DAY }),
      );
    }
    // The clinic is asked about the insurance the profile names now, and told the child's age, the
    // family's note and the phone number it shares as they are now; the request keeps them.
    const [profile] = await tx
      .select({
        insuranceType: profiles.insuranceType,
        childAgeMonths: profiles.childAgeMonths,
        lookingFor: profiles.lookingFor,
        phone: profiles.phone,
      })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    const created = await tx
      .insert(appointmentRequests)
      .values(
        toAsk.map((item) => ({
          userId,
          providerId: item.providerId,
          providerName: item.name,
          providerSpecialty: item.specialty,
          providerCity: item.city,
          providerState: item.state,
          providerPhone: item.phone,
          providerAddress: item.addressLine
            ? `${item.addressLine}, ${item.city}, ${item.state} ${item.zipCode ?? ''}`.trim()
            : null,
          // Without an e-mail address nothing can be sent: the family calls (the card says so).
          status: item.email ? ('submitted' as const) : ('pending' as const),
          estimatedWaitTime: item.estimatedWait,
          insuranceType: profile?.insuranceType ?? null,
          childAgeMonths: profile?.childAgeMonths ?? null,
          lookingFor: profile?.lookingFor ?? null,
          contactPhone: profile?.phone ?? null,
          // Where the clinic is: a date booked without a zone is the clinic's local time.
          providerTimeZone: timeZoneAt(item.latitude, item.longitude),
        })),
      )
      .returning();
    await tx.delete(careBasketItems).where(
      inArray(
        careBasketItems.id,
        items.map((item) => item.itemId),
      ),
    );
    // Each provider with an e-mail address is asked to reply (docs/product.md#provider-replies).
    await issueReplyLinks(tx, secret, created);
    const waitOf = new Map(
      toAsk.map((item) => [item.providerId, { days: item.estimatedWait, source: item.waitSource }]),
    );
    return created.map((row) =>
      toApiRequest(row, null, null, row.providerId ? waitOf.get(row.providerId) : undefined),
    );
  });
}
