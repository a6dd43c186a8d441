import { sql } from 'drizzle-orm';
import type { WaitSource } from '@shared/rules/wait-estimate';
import { providers } from '@server/db/schema';

// A provider's wait (docs/product.md#wait-times) is the measured one (median of replies and
// bookings, see refresh-provider-wait.ts) when there is enough of it, else the listed average.
// One expression, so the list, the map, its sort and the submitted requests all agree.

export const waitDaysSql = sql<
  number | null
>`coalesce(${providers.measuredWaitDays}, ${providers.averageWaitTime})`.mapWith((value) =>
  value === null ? null : Number(value),
);

export const waitSourceSql = sql<WaitSource | null>`coalesce(
  ${providers.measuredWaitSource},
  CASE WHEN ${providers.averageWaitTime} IS NULL THEN NULL ELSE 'listed' END
)`;
