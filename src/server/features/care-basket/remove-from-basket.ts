import { and, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { careBasketItems } from '@server/db/schema';
import { AppError } from '@server/lib/errors';
import { errorMessage } from '@shared/api/error-messages';

/** Removes one of the family's own items; someone else's id is "not found", never removed. */
export async function removeFromBasket(db: Db, userId: string, itemId: string): Promise<void> {
  const removed = await db
    .delete(careBasketItems)
    .where(and(eq(careBasketItems.id, itemId), eq(careBasketItems.userId, userId)))
    .returning({ id: careBasketItems.id });
  if (removed.length === 0) throw new AppError('not_found', errorMessage('basket.noSuchItem'));
}
