import { inArray, isNull, and } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { listingCheckLinks } from '@server/db/schema';
import { emailHtml } from '@server/lib/email-html';
import type { Mailer } from '@server/lib/mail';
import { readListing } from '../read-listing';
import { checkLinkToken, checkLinkUrl } from './check-link';
import { listingLines } from './listing-lines';

const CONFIRM = 'Yes, it is still right';
const CHANGE = 'Something changed? Sign in and edit the listing';

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
  const rows = await db
    .select()
    .from(listingCheckLinks)
    .where(and(inArray(listingCheckLinks.id, [...linkIds]), isNull(listingCheckLinks.usedAt)));
  for (const link of rows) {
    const listing = await readListing(db, link.providerId, now);
    const url = checkLinkUrl(links.appUrl, checkLinkToken(links.secret, link.id));
    const editUrl = `${links.appUrl}/clinic/listings/${listing.id}`;
    const lines = listingLines(listing);
    const intro = `Is this still right? This is what families see on the listing of ${listing.name} in Autism Care Finder.`;
    await mailer.send({
      // Stable, so a retry after a crash is recognisably the same message.
      messageId: `<listing-check-${link.id}@autism-care-finder>`,
      to: link.email,
      subject: `Is this still right? The listing of ${listing.name}`,
      text: [intro, lines.join('\n'), `${CONFIRM}:\n${url}`, `${CHANGE}:\n${editUrl}`].join('\n\n'),
      html: emailHtml([
        intro,
        { items: lines },
        { link: url, label: CONFIRM },
        { link: editUrl, label: CHANGE },
      ]),
    });
  }
}
