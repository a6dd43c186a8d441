import { eq } from 'drizzle-orm';
import { errorMessage } from '@shared/api/error-messages';
import type { ProviderOpenings } from '@shared/api/opening-requests';
import type { Db } from '@server/db/client';
import { providers } from '@server/db/schema';
import { offeredOpenings } from '@server/domain/openings/hold-opening';
import { AppError } from '@server/lib/errors';
import { timeZoneAt } from '@server/domain/places/time-zone-at';

/** The few soonest a card offers: more would not fit, and the next ones show once these go. */
const OPENINGS_SHOWN = 3;

/**
 * The provider's published openings a family may ask for now: none held for another family's
 * request or booked. 404 for an unknown provider.
 */
export async function providerOpenings(
  db: Db,
  providerId: string,
  now: Date = new Date(),
): Promise<ProviderOpenings> {
  const [provider] = await db
    .select({ latitude: providers.latitude, longitude: providers.longitude })
    .from(providers)
    .where(eq(providers.id, providerId));
  if (!provider) throw new AppError('not_found', errorMessage('openings.notFound'));
  const timeZone = timeZoneAt(provider.latitude, provider.longitude);
  const rows = await offeredOpenings(db, providerId, now, OPENINGS_SHOWN);
  return {
    openings: rows.map((row) => ({
      id: row.id,
      start: row.startsAt.toISOString(),
      timeZone,
      source: row.source,
      bookingUrl: row.bookingUrl,
    })),
  };
}
