import { eq, inArray } from 'drizzle-orm';
import type { AppointmentRequest } from '@shared/api/appointment-requests';
import type { Db } from '@server/db/client';
import { appointmentRequests, careBasketItems, providers } from '@server/db/schema';
import { AppError } from '@server/lib/errors';
import { waitDaysSql } from '@server/lib/provider-wait';
import { issueReplyLinks } from './replies/issue-reply-links';
import { toApiRequest } from './to-api';

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
        estimatedWait: waitDaysSql,
      })
      .from(careBasketItems)
      .innerJoin(providers, eq(providers.id, careBasketItems.providerId))
      .where(eq(careBasketItems.userId, userId))
      .orderBy(careBasketItems.addedAt)
      .for('update', { of: careBasketItems });
    if (items.length === 0) {
      throw new AppError(
        'basket_empty',
        'Your care basket is empty. Add providers before sending requests.',
      );
    }
    const created = await tx
      .insert(appointmentRequests)
      .values(
        items.map((item) => ({
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
          status: 'submitted' as const,
          estimatedWaitTime: item.estimatedWait,
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
    return created.map(toApiRequest);
  });
}
