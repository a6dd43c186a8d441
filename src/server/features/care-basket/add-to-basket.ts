import { and, eq, inArray } from 'drizzle-orm';
import { OPEN_STATUSES } from '@shared/rules/request-status';
import type { AddToBasketInput } from '@shared/api/care-basket';
import type { Db } from '@server/db/client';
import { appointmentRequests, careBasketItems, providers } from '@server/db/schema';
import { AppError } from '@server/lib/errors';
import { notAcceptingForFamily } from '@server/domain/openings/next-opening';
import { errorMessage } from '@shared/api/error-messages';

/**
 * Puts a provider in the family's basket once; returns the new item's id. A provider the family
 * already has an open request with is refused: asking twice would e-mail the clinic twice.
 */
export async function addToBasket(
  db: Db,
  userId: string,
  input: AddToBasketInput,
): Promise<string> {
  const [provider] = await db
    .select({ id: providers.id, deactivatedAt: providers.deactivatedAt })
    .from(providers)
    .where(eq(providers.id, input.providerId));
  if (!provider)
    throw new AppError('not_found', errorMessage('basket.noSuchProvider'), 'providerId');
  // Its NPI was deactivated: it left the search, and nothing is sent to it any more.
  if (provider.deactivatedAt) {
    throw new AppError('provider_deactivated', errorMessage('basket.deactivated'), 'providerId');
  }
  const [open] = await db
    .select({ id: appointmentRequests.id })
    .from(appointmentRequests)
    .where(
      and(
        eq(appointmentRequests.userId, userId),
        eq(appointmentRequests.providerId, provider.id),
        inArray(appointmentRequests.status, [...OPEN_STATUSES]),
      ),
    );
  if (open) {
    throw new AppError('already_requested', errorMessage('basket.alreadyRequested'), 'providerId');
  }
  // A clinic that said it takes no new patients (or whose listing in the family's plan directory
  // says so) is no option: its card says who said so instead of offering the basket.
  if (await notAcceptingForFamily(db, provider.id, userId)) {
    throw new AppError(
      'not_accepting_new_patients',
      errorMessage('basket.notAccepting'),
      'providerId',
    );
  }
  const [item] = await db
    .insert(careBasketItems)
    .values({ userId, providerId: provider.id })
    .onConflictDoNothing({ target: [careBasketItems.userId, careBasketItems.providerId] })
    .returning({ id: careBasketItems.id });
  if (!item)
    throw new AppError('already_in_basket', errorMessage('basket.alreadyInBasket'), 'providerId');
  return item.id;
}
