import { and, eq, inArray } from 'drizzle-orm';
import { errorMessage } from '@shared/api/error-messages';
import { OPEN_STATUSES } from '@shared/rules/request-status';
import type { AppointmentRequest } from '@shared/api/appointment-requests';
import type { Db } from '@server/db/client';
import { appointmentRequests, careBasketItems, providers } from '@server/db/schema';
import { AppError } from '@server/lib/errors';
import { createRequests, providerToAskColumns } from './create-requests';
import { toApiRequest } from './to-api';

/**
 * Turns every item in the family's basket into a submitted request and empties the basket, all
 * or nothing (a provider whose NPI was deactivated is left in it, unasked). The basket rows are locked first, so a double click or a retry finds them gone and
 * creates nothing twice. Each request records the provider's current estimated wait.
 */
export async function submitRequests(
  db: Db,
  userId: string,
  secret: string,
): Promise<AppointmentRequest[]> {
  return db.transaction(async (tx) => {
    const items = await tx
      .select({ itemId: careBasketItems.id, ...providerToAskColumns })
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
    // A provider whose NPI was deactivated is not asked; its item stays, marked, for the family
    // to remove.
    const sendable = items.filter((item) => item.active);
    const toAsk = sendable.filter((item) => !asked.has(item.providerId));
    if (toAsk.length === 0) {
      throw sendable.length === 0
        ? new AppError('provider_deactivated', errorMessage('requests.deactivated'))
        : new AppError('already_requested', errorMessage('requests.alreadyRequested'));
    }
    const created = await createRequests(tx, userId, secret, toAsk);
    await tx.delete(careBasketItems).where(
      inArray(
        careBasketItems.id,
        sendable.map((item) => item.itemId),
      ),
    );
    const waitOf = new Map(
      toAsk.map((item) => [item.providerId, { days: item.estimatedWait, source: item.waitSource }]),
    );
    return created.map((row) =>
      toApiRequest(row, null, null, row.providerId ? waitOf.get(row.providerId) : undefined),
    );
  });
}
