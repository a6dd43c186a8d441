import type { Db } from '@server/db/client';
import { listingsKeptBy } from '@server/domain/listings/listing-access';
import { staffAccountFor } from '@server/domain/listings/staff-account';
import { sendAccountLinkQuietly } from '@server/domain/account-links/send-account-link';
import { admit, type ClinicLimits } from './clinic-limits';

/**
 * 'Send me a sign-in link': a link only to an address that keeps a listing, and the same answer
 * either way, so the form tells nobody which addresses keep one. Counted per client address and
 * per address asked for; past the day's allowance of links nothing more is sent, silently.
 */
export async function requestSignInLink(
  db: Db,
  limits: ClinicLimits,
  email: string,
  context: { ip: string; secret: string; now?: Date },
): Promise<void> {
  await admit([limits.signInByIp, context.ip], [limits.signInByAddress, email]);
  if ((await listingsKeptBy(db, email)).length === 0) return;
  const now = context.now ?? new Date();
  await db.transaction(async (tx) => {
    const account = await staffAccountFor(tx, email);
    await sendAccountLinkQuietly(tx, context.secret, {
      userId: account.id,
      purpose: 'clinic_sign_in',
      email,
      now,
    });
  });
}
