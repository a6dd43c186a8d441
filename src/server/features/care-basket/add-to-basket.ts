import { eq } from 'drizzle-orm';
import type { AddToBasketInput } from '@shared/api/care-basket';
import type { Db } from '@server/db/client';
import { careBasketItems, providers } from '@server/db/schema';
import { AppError } from '@server/lib/errors';

/** Puts a provider in the family's basket once; returns the new item's id. */
export async function addToBasket(
  db: Db,
  userId: string,
  input: AddToBasketInput,
): Promise<string> {
  const [provider] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(eq(providers.id, input.providerId));
  if (!provider) throw new AppError('not_found', 'No provider with this id', 'providerId');
  const [item] = await db
    .insert(careBasketItems)
    .values({ userId, providerId: provider.id })
    .onConflictDoNothing({ target: [careBasketItems.userId, careBasketItems.providerId] })
    .returning({ id: careBasketItems.id });
  if (!item)
    throw new AppError(
      'already_in_basket',
      'This provider is already in your care basket',
      'providerId',
    );
  return item.id;
}
