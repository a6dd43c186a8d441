import { inArray, isNull, and } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { listingCheckLinks } from '@server/db/schema';
import { emailHtml } from '@server/lib/email-html';
import type { Mailer } from '@server/lib/mail';
import { clinicT as t } from '@server/domain/clinic-emails/clinic-t';
import { readListing } from '../read-listing';
import { checkLinkToken, checkLinkUrl } from './check-link';
import { listingLines } from './listing-lines';

/**
 * E-mails each unspent link's address: the listing as families see it now, a one-click 'Yes, it
 * is still right' link, and where to change what is not. In English, as every e-mail to a clinic.
 */
export async function sendListingCheck(
  db: Db,
  mailer: Mailer,
  links: { secret: string; appUrl: string },
  linkIds: readonly string[],
  now: Date,
): Promise<void> {
  if (linkIds.length === 0) return;
  const confirm = t('listingCheck.confirm');
  const change = t('listingCheck.change');
  const rows = await db
    .select()
    .from(listingCheckLinks)
    .where(and(inArray(listingCheckLinks.id, [...linkIds]), isNull(listingCheckLinks.usedAt)));
  for (const link of rows) {
    const listing = await readListing(db, link.providerId, now);
    const url = checkLinkUrl(links.appUrl, checkLinkToken(links.secret, link.id));
    const editUrl = `${links.appUrl}/clinic/listings/${listing.id}`;
    const lines = listingLines(listing);
    const intro = t('listingCheck.intro', { listing: listing.name });
    await mailer.send({
      // Stable, so a retry after a crash is recognisably the same message.
      messageId: `<listing-check-${link.id}@autism-care-finder>`,
      to: link.email,
      subject: t('listingCheck.subject', { listing: listing.name }),
      text: [intro, lines.join('\n'), `${confirm}:\n${url}`, `${change}:\n${editUrl}`].join('\n\n'),
      html: emailHtml([
        intro,
        { items: lines },
        { link: url, label: confirm },
        { link: editUrl, label: change },
      ]),
    });
  }
}
