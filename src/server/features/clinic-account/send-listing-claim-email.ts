import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { accountTokens, listingClaims, providers } from '@server/db/schema';
import { claimCode } from '@server/domain/listings/claim-code';
import { staffOf } from '@server/domain/listings/staff-account';
import { accountLinkUrl } from '@server/domain/account-links/account-emails';
import { accountTokenValue } from '@server/domain/account-links/account-tokens';
import type { Mailer } from '@server/lib/mail';
import {
  claimApprovedEmail,
  claimCodeEmail,
  claimDeclinedEmail,
  staffNoticeEmail,
} from './listing-claim-emails';

export type ListingClaimEmailPayload =
  | { type: 'code' | 'declined' | 'staff_notice'; claimId: string }
  | { type: 'approved'; claimId: string; tokenId: string };

/**
 * Sends one e-mail about a claim. A code whose claim moved on (decided, or sent to an admin) or
 * expired is not sent; nor is a sign-in link already used or replaced.
 */
export async function sendListingClaimEmail(
  db: Db,
  mailer: Mailer,
  options: { secret: string; appUrl: string },
  payload: ListingClaimEmailPayload,
  now = new Date(),
): Promise<void> {
  const [row] = await db
    .select({
      claim: listingClaims,
      listingName: providers.name,
      npi: providers.npiNumber,
      listingEmail: providers.email,
    })
    .from(listingClaims)
    .innerJoin(providers, eq(providers.id, listingClaims.providerId))
    .where(eq(listingClaims.id, payload.claimId));
  if (!row) return;
  const { claim } = row;
  switch (payload.type) {
    case 'code': {
      if (claim.status !== 'code_sent' || !claim.codeExpiresAt || claim.codeExpiresAt <= now)
        return;
      if (!row.listingEmail) return;
      const code = claimCode(options.secret, claim.id, claim.codeExpiresAt);
      await mailer.send(claimCodeEmail({ ...row, to: row.listingEmail }, code, options.appUrl));
      return;
    }
    case 'approved': {
      const [token] = await db
        .select()
        .from(accountTokens)
        .where(eq(accountTokens.id, payload.tokenId));
      // A spent or expired link is worth nothing; the approval stands, and the clinic can ask
      // for a new one from the sign-in page, which the e-mail names.
      const url =
        token && !token.usedAt && token.expiresAt > now
          ? accountLinkUrl(
              options.appUrl,
              'clinic_sign_in',
              accountTokenValue(options.secret, token.id),
            )
          : `${options.appUrl}/clinic/sign-in`;
      await mailer.send(claimApprovedEmail(row, url, options.appUrl));
      return;
    }
    case 'declined':
      await mailer.send(claimDeclinedEmail(row, options.appUrl));
      return;
    case 'staff_notice': {
      const staff = (await staffOf(db, claim.providerId)).map((s) => s.email);
      const to = staff.filter((email) => email !== claim.workEmail);
      if (to.length === 0) return;
      await mailer.send(staffNoticeEmail({ ...row, to }, options.appUrl));
      return;
    }
  }
}
