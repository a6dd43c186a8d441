// What the clinics and their scheduling systems said of providers: published openings, replies
// to families and the listing's word on new patients, read for the next-opening rule.
import { calendarDayOf } from '@shared/api/calendar-date';
import {
  and,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  notInArray,
  or,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  openingMinutes,
  type AcceptingFacts,
  type NextOpeningFacts,
} from '@shared/rules/best-opening';
import { zonedDateTimeToIso } from '@shared/rules/zoned-time';
import type { DbOrTx } from '../../db/client';
import {
  appointmentRequests,
  listingFields,
  providerOpenings,
  providers,
  schedulingLinks,
} from '../../db/schema';
import { replyAnswerOf } from '../replies/reply-answer';
import { listingConfirmedAtSql, listingCurrentSql } from '../listings/listing-current';

/** What the clinic and its system said, per provider; the provider's wait columns are apart. */
export type SaidFacts = Pick<NextOpeningFacts, 'published' | 'replyStart'> &
  Pick<AcceptingFacts, 'listing' | 'reply'>;

const NONE_SAID: SaidFacts = { published: null, replyStart: null, listing: null, reply: null };

/** Requests whose offered day the family has not booked: the day may still be free. */
const BOOKED = ['scheduled', 'confirmed', 'completed'] as const;

/**
 * What was said of these providers (or of all), read in four small queries: the openings and the
 * replies are few beside the providers, so a full load joins them in memory.
 */
export async function saidFacts(
  db: DbOrTx,
  providerIds: string[] | 'all',
  now: Date,
): Promise<Map<string, SaidFacts>> {
  const facts = new Map<string, SaidFacts>();
  if (providerIds !== 'all' && providerIds.length === 0) return facts;
  const of = (id: string) => {
    let said = facts.get(id);
    if (!said) facts.set(id, (said = { ...NONE_SAID }));
    return said;
  };
  const among = (column: AnyPgColumn) =>
    providerIds === 'all' ? undefined : inArray(column, providerIds);
  const today = calendarDayOf(now);
  const startOfToday = new Date(`${today}T00:00:00Z`);

  const [published, offers, replies, listing] = await Promise.all([
    db
      .selectDistinctOn([providerOpenings.providerId], {
        providerId: providerOpenings.providerId,
        id: providerOpenings.id,
        source: providerOpenings.source,
        startsAt: providerOpenings.startsAt,
        fromOnly: providerOpenings.fromOnly,
        bookingUrl: providerOpenings.bookingUrl,
        updatedAt: providerOpenings.updatedAt,
        readAt: schedulingLinks.lastSuccessAt,
        confirmedAt: listingConfirmedAtSql(providerOpenings.providerId).mapWith(
          providerOpenings.updatedAt,
        ),
      })
      .from(providerOpenings)
      .leftJoin(schedulingLinks, eq(schedulingLinks.id, providerOpenings.schedulingLinkId))
      .where(
        and(
          among(providerOpenings.providerId),
          // A time still ahead; an 'openings from' day from today on.
          or(
            and(eq(providerOpenings.fromOnly, false), gt(providerOpenings.startsAt, now)),
            and(eq(providerOpenings.fromOnly, true), gte(providerOpenings.startsAt, startOfToday)),
          ),
          // Held for a family's request: not offered to anyone else until released or expired.
          or(
            isNull(providerOpenings.heldByRequestId),
            isNull(providerOpenings.heldUntil),
            lte(providerOpenings.heldUntil, now),
          ),
          or(
            eq(providerOpenings.source, 'scheduling'),
            listingCurrentSql(providerOpenings.providerId, now),
          ),
        ),
      )
      // A real time first; an 'openings from' day only when the provider published no time.
      .orderBy(providerOpenings.providerId, providerOpenings.fromOnly, providerOpenings.startsAt),
    db
      .select({
        providerId: appointmentRequests.providerId,
        repliedAt: appointmentRequests.repliedAt,
        replyAnswer: appointmentRequests.replyAnswer,
        replyEarliestDate: appointmentRequests.replyEarliestDate,
        replyOfferedTime: appointmentRequests.replyOfferedTime,
        replyAcceptingNewPatients: appointmentRequests.replyAcceptingNewPatients,
        timeZone: appointmentRequests.providerTimeZone,
      })
      .from(appointmentRequests)
      .where(
        and(
          among(appointmentRequests.providerId),
          isNotNull(appointmentRequests.repliedAt),
          gte(appointmentRequests.replyEarliestDate, today),
          notInArray(appointmentRequests.status, [...BOOKED]),
        ),
      ),
    db
      .selectDistinctOn([appointmentRequests.providerId], {
        providerId: appointmentRequests.providerId,
        repliedAt: appointmentRequests.repliedAt,
        replyAnswer: appointmentRequests.replyAnswer,
        replyEarliestDate: appointmentRequests.replyEarliestDate,
        replyAcceptingNewPatients: appointmentRequests.replyAcceptingNewPatients,
      })
      .from(appointmentRequests)
      .where(and(among(appointmentRequests.providerId), isNotNull(appointmentRequests.repliedAt)))
      .orderBy(appointmentRequests.providerId, desc(appointmentRequests.repliedAt)),
    db
      .select({
        providerId: listingFields.providerId,
        saidAt: listingFields.saidAt,
        accepting: providers.acceptingNewPatients,
      })
      .from(listingFields)
      .innerJoin(providers, eq(providers.id, listingFields.providerId))
      .where(
        and(
          among(listingFields.providerId),
          eq(listingFields.field, 'acceptingNewPatients'),
          isNotNull(providers.acceptingNewPatients),
        ),
      ),
  ]);

  for (const row of published) {
    of(row.providerId).published = {
      start: row.fromOnly ? calendarDayOf(row.startsAt) : row.startsAt.toISOString(),
      source: row.source,
      // A clinic's opening is as fresh as its listing's last confirmation; a scheduling
      // system's as its link's last successful read.
      checkedAt: (row.source === 'clinic'
        ? (row.confirmedAt ?? row.updatedAt)
        : (row.readAt ?? row.updatedAt)
      ).toISOString(),
      openingId: row.id,
      bookingUrl: row.bookingUrl,
    };
  }
  const nowMinutes = openingMinutes(now.toISOString());
  for (const row of offers) {
    if (!row.providerId || !row.replyEarliestDate || replyAnswerOf(row) !== 'offer') continue;
    const timed =
      row.replyOfferedTime && row.timeZone
        ? zonedDateTimeToIso(row.replyEarliestDate, row.replyOfferedTime, row.timeZone)
        : null;
    if (timed && openingMinutes(timed) < nowMinutes) continue;
    const start = timed ?? row.replyEarliestDate;
    const said = of(row.providerId);
    if (said.replyStart === null || openingMinutes(start) < openingMinutes(said.replyStart)) {
      said.replyStart = start;
    }
  }
  for (const row of replies) {
    const answer = replyAnswerOf(row);
    if (!row.providerId || !row.repliedAt || answer === null) continue;
    of(row.providerId).reply = {
      accepting: answer !== 'not_accepting',
      at: row.repliedAt.toISOString(),
    };
  }
  for (const row of listing) {
    of(row.providerId).listing = { accepting: row.accepting!, at: row.saidAt.toISOString() };
  }
  return facts;
}
