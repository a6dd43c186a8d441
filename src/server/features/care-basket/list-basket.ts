import { desc, eq, sql } from 'drizzle-orm';
import type { BasketItem } from '@shared/api/care-basket';
import { waitInWeeks } from '@shared/rules/wait-time';
import type { Db } from '@server/db/client';
import { careBasketItems, providers } from '@server/db/schema';
import { waitDaysSql } from '@server/domain/waits/provider-wait';
import { requestBySql } from '@server/domain/reach/request-by-sql';
import { nextOpeningOf, waitColumns } from '@server/domain/openings/next-opening';
import { saidFacts } from '@server/domain/openings/said-facts';

/**
 * The family's own basket, newest first. Each provider carries its next opening as the cards and
 * the map word it, so the basket says the same wait.
 */
export async function listBasket(db: Db, userId: string): Promise<BasketItem[]> {
  const rows = await db
    .select({
      id: careBasketItems.id,
      addedAt: careBasketItems.addedAt,
      provider: {
        id: providers.id,
        name: providers.name,
        specialty: providers.specialty,
        city: providers.city,
        state: providers.state,
        averageWaitTime: waitDaysSql,
        phone: providers.phone,
        requestBy: requestBySql,
        profileImageUrl: providers.profileImageUrl,
        active: sql<boolean>`${providers.deactivatedAt} IS NULL`,
      },
      ...waitColumns,
    })
    .from(careBasketItems)
    .innerJoin(providers, eq(providers.id, careBasketItems.providerId))
    .where(eq(careBasketItems.userId, userId))
    .orderBy(desc(careBasketItems.addedAt), desc(careBasketItems.id));
  const now = new Date();
  const said = await saidFacts(
    db,
    rows.map((row) => row.provider.id),
    now,
  );
  return rows.map(({ id, addedAt, provider, ...waits }) => ({
    id,
    addedAt: addedAt.toISOString(),
    provider: {
      ...provider,
      waitTimeWeeks: waitInWeeks(provider.averageWaitTime),
      nextOpening: nextOpeningOf(said.get(provider.id), waits, now),
    },
  }));
}
