import { and, countDistinct, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { appointmentRequests, providers } from '@server/db/schema';
import { emailHtml } from '@server/lib/email-html';
import type { Mailer } from '@server/lib/mail';
import { clinicT as t } from '@server/domain/clinic-emails/clinic-t';

/**
 * Where a clinic finds and claims its listing: by its NPI when the listing has one, which the
 * page looks up at once.
 */
export function claimLink(appUrl: string, npiNumber: string | null): string {
  const page = `${appUrl}/for-clinics`;
  return npiNumber ? `${page}?npi=${encodeURIComponent(npiNumber)}` : page;
}

/**
 * The invitation: families tried to reach the clinic and could not, and how to keep its listing
 * so their requests reach it. It says how many families, never who. A provider removed since
 * the invitation was asked for is not written to.
 */
export async function sendListingInvite(
  deps: { db: Db; mailer: Mailer; appUrl: string },
  invite: { inviteId: string; providerId: string; email: string },
): Promise<void> {
  const [provider] = await deps.db
    .select({
      name: providers.name,
      npiNumber: providers.npiNumber,
      families: countDistinct(appointmentRequests.userId),
    })
    .from(providers)
    .leftJoin(
      appointmentRequests,
      and(
        eq(appointmentRequests.providerId, providers.id),
        eq(appointmentRequests.status, 'pending'),
      ),
    )
    .where(eq(providers.id, invite.providerId))
    .groupBy(providers.id);
  if (!provider) return;
  const families = Number(provider.families);
  const link = claimLink(deps.appUrl, provider.npiNumber);
  const lines = [
    t('helloName', { name: provider.name }),
    t('listingInvite.families', { count: families }),
    t('listingInvite.claim'),
  ];
  const label = t('listingInvite.link');
  await deps.mailer.send({
    messageId: `<listing-invite-${invite.inviteId}@autism-care-finder>`,
    to: invite.email,
    subject: t('listingInvite.subject', { provider: provider.name }),
    text: [...lines, `${label}: ${link}`].join('\n\n'),
    html: emailHtml([...lines, { link, label }]),
  });
}
