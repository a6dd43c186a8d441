import { and, eq } from 'drizzle-orm';
import type { NewOpeningInput } from '@shared/api/clinic-listing';
import { errorMessage } from '@shared/api/error-messages';
import { zonedDateTimeToIso } from '@shared/rules/zoned-time';
import type { Db } from '@server/db/client';
import { providerOpenings, providers } from '@server/db/schema';
import { recordClinicSaid } from '@server/domain/listings/clinic-said';
import { recordAudit } from '@server/domain/audit/audit';
import { AppError } from '@server/lib/errors';
import { timeZoneAt } from '@server/domain/places/time-zone-at';

/** The instant of a wall-clock day and time where the practice is. */
function instantAt(date: string, time: string, timeZone: string): Date {
  return new Date(zonedDateTimeToIso(date, time, timeZone)!);
}

/**
 * Publishes an opening the clinic typed: a day and time in its own time zone (optionally an end
 * and a service), or 'openings from' a day, which replaces an earlier 'from' of the same service.
 */
export async function addOpening(
  db: Db,
  user: { id: string },
  providerId: string,
  input: NewOpeningInput,
  context: { ip: string; now: Date },
): Promise<void> {
  const [place] = await db
    .select({ latitude: providers.latitude, longitude: providers.longitude })
    .from(providers)
    .where(eq(providers.id, providerId));
  const timeZone = timeZoneAt(place!.latitude, place!.longitude) ?? 'UTC';
  const startsAt = instantAt(input.date, input.fromOnly ? '00:00' : input.time!, timeZone);
  const endsAt =
    !input.fromOnly && input.endTime ? instantAt(input.date, input.endTime, timeZone) : null;
  // The calendar check allows a day of slack for time zones; a timed opening must be ahead.
  if (!input.fromOnly && startsAt <= context.now) {
    throw new AppError('invalid_input', errorMessage('listing.openingPastTime'), 'time');
  }
  const service = input.service ?? null;
  await db.transaction(async (tx) => {
    if (input.fromOnly) {
      await tx
        .delete(providerOpenings)
        .where(
          and(
            eq(providerOpenings.providerId, providerId),
            eq(providerOpenings.source, 'clinic'),
            eq(providerOpenings.fromOnly, true),
            service === null ? undefined : eq(providerOpenings.service, service),
          ),
        );
    }
    await tx.insert(providerOpenings).values({
      providerId,
      source: 'clinic',
      service,
      startsAt,
      endsAt,
      fromOnly: input.fromOnly,
    });
    await recordClinicSaid(tx, providerId, ['openings'], user.id, context.now);
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'listing_opening_added',
      subject: providerId,
      ip: context.ip,
      details: { startsAt: startsAt.toISOString(), fromOnly: input.fromOnly, service },
    });
  });
}

/** Takes back an opening the clinic typed; one read from its scheduling system stays theirs. */
export async function removeOpening(
  db: Db,
  user: { id: string },
  providerId: string,
  openingId: string,
  context: { ip: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(providerOpenings)
      .where(
        and(
          eq(providerOpenings.id, openingId),
          eq(providerOpenings.providerId, providerId),
          eq(providerOpenings.source, 'clinic'),
        ),
      )
      .returning({ startsAt: providerOpenings.startsAt });
    if (removed.length === 0) {
      throw new AppError('not_found', errorMessage('listing.openingNotFound'));
    }
    await recordClinicSaid(tx, providerId, ['openings'], user.id, context.now);
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'listing_opening_removed',
      subject: providerId,
      ip: context.ip,
      details: { startsAt: removed[0]!.startsAt.toISOString() },
    });
  });
}
