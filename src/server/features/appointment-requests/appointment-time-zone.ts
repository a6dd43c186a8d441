import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { providers, type AppointmentRequestRow } from '@server/db/schema';
import { AppError } from '@server/lib/errors';
import { timeZoneAt } from '@server/domain/places/time-zone-at';
import { errorMessage } from '@shared/api/error-messages';

/**
 * The zone a booking's date and time are in: the one the family gave, else the provider's as
 * stored with the request, else the provider's looked up from its location now (requests sent
 * before zones were stored). With none of these the booking cannot be read: 400 naming timeZone.
 */
export async function appointmentTimeZone(
  db: DbOrTx,
  request: AppointmentRequestRow,
  given: string | undefined,
): Promise<string> {
  if (given) return given;
  if (request.providerTimeZone) return request.providerTimeZone;
  if (request.providerId) {
    const [provider] = await db
      .select({ latitude: providers.latitude, longitude: providers.longitude })
      .from(providers)
      .where(eq(providers.id, request.providerId));
    const zone = provider ? timeZoneAt(provider.latitude, provider.longitude) : null;
    if (zone) return zone;
  }
  throw new AppError('invalid_input', errorMessage('schedule.timeZoneUnknown'), 'timeZone');
}
