import { and, count, eq, gt, sql } from 'drizzle-orm';
import { errorMessage } from '@shared/api/error-messages';
import { PROVIDER_REQUESTS_PER_DAY } from '@shared/rules/sending-limits';
import type { DbOrTx } from '@server/db/client';
import {
  appointmentRequests,
  profiles,
  providers,
  type AppointmentRequestRow,
} from '@server/db/schema';
import { waitDaysSql, waitSourceSql } from '@server/domain/waits/provider-wait';
import { AppError } from '@server/lib/errors';
import { timeZoneAt } from '@server/domain/places/time-zone-at';
import { issueReplyLinks } from '@server/domain/clinic-requests/issue-reply-links';

const DAY_MS = 86_400_000;

/** The provider facts a request keeps as they were when it was sent. */
export interface ProviderToAsk {
  providerId: string;
  name: string;
  specialty: string;
  city: string;
  state: string;
  phone: string | null;
  addressLine: string | null;
  zipCode: string | null;
  email: string | null;
  latitude: number;
  longitude: number;
  estimatedWait: number | null;
  /** False once the registry deactivated its NPI: it is never asked. */
  active: boolean;
}

/** The columns a request is made from (`ProviderToAsk`), with the wait's source, for select(). */
export const providerToAskColumns = {
  providerId: providers.id,
  name: providers.name,
  specialty: providers.specialty,
  city: providers.city,
  state: providers.state,
  phone: providers.phone,
  addressLine: providers.addressLine,
  zipCode: providers.zipCode,
  email: providers.email,
  latitude: providers.latitude,
  longitude: providers.longitude,
  estimatedWait: waitDaysSql,
  waitSource: waitSourceSql,
  active: sql<boolean>`${providers.deactivatedAt} IS NULL`,
};

/**
 * Creates the family's requests to these providers inside the caller's transaction, under the
 * daily sending limit, each provider with an e-mail address given a reply link and its e-mail on
 * the way. The caller has made sure none of them has an open request from this family, and
 * serialises the family's submissions (so two cannot both pass the limit).
 */
export async function createRequests(
  tx: DbOrTx,
  userId: string,
  secret: string,
  toAsk: readonly ProviderToAsk[],
  asked: { requestedStart?: Date } = {},
): Promise<AppointmentRequestRow[]> {
  // Whatever the way here, a provider whose NPI was deactivated is not asked.
  if (toAsk.some((item) => !item.active)) {
    throw new AppError('provider_deactivated', errorMessage('requests.deactivated'));
  }
  // Each request e-mails a clinic.
  const [today] = await tx
    .select({ n: count() })
    .from(appointmentRequests)
    .where(
      and(
        eq(appointmentRequests.userId, userId),
        gt(appointmentRequests.submittedAt, new Date(Date.now() - DAY_MS)),
      ),
    );
  if ((today?.n ?? 0) + toAsk.length > PROVIDER_REQUESTS_PER_DAY) {
    throw new AppError(
      'sending_limit',
      errorMessage('requests.sendingLimit', { limit: PROVIDER_REQUESTS_PER_DAY }),
    );
  }
  // The clinic is asked about the insurance the profile names now, and told whom the care is for
  // and that person's age, the
  // family's note and the phone number it shares as they are now; the request keeps them.
  const [profile] = await tx
    .select({
      insuranceType: profiles.insuranceType,
      careFor: profiles.careFor,
      childAgeMonths: profiles.childAgeMonths,
      lookingFor: profiles.lookingFor,
      phone: profiles.phone,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  const created = await tx
    .insert(appointmentRequests)
    .values(
      toAsk.map((item) => ({
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
        // Without an e-mail address nothing can be sent: the family calls (the card says so).
        status: item.email ? ('submitted' as const) : ('pending' as const),
        estimatedWaitTime: item.estimatedWait,
        insuranceType: profile?.insuranceType ?? null,
        careFor: profile?.careFor ?? 'child',
        childAgeMonths: profile?.childAgeMonths ?? null,
        lookingFor: profile?.lookingFor ?? null,
        contactPhone: profile?.phone ?? null,
        // Where the clinic is: a date booked without a zone is the clinic's local time.
        providerTimeZone: timeZoneAt(item.latitude, item.longitude),
        requestedStart: asked.requestedStart ?? null,
      })),
    )
    .returning();
  // Each provider with an e-mail address is asked to reply (docs/product.md#provider-replies).
  await issueReplyLinks(tx, secret, created);
  return created;
}
