import { and, countDistinct, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { appointmentRequests, providers } from '@server/db/schema';
import { emailHtml } from '@server/lib/email-html';
import type { Mailer } from '@server/lib/mail';

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
    `Hello ${provider.name},`,
    families === 1
      ? 'A family looking for autism care asked to reach you through Autism Care Finder, and we could not send their request: we have no e-mail address for you.'
      : `${families} families looking for autism care asked to reach you through Autism Care Finder, and we could not send their requests: we have no e-mail address for you.`,
    'Claim your listing to receive requests by e-mail, and keep your openings, insurance and services current for the families who find you. It is free.',
  ];
  await deps.mailer.send({
    messageId: `<listing-invite-${invite.inviteId}@autism-care-finder>`,
    to: invite.email,
    subject: `Families are trying to reach ${provider.name}`,
    text: [...lines, `Claim your listing: ${link}`].join('\n\n'),
    html: emailHtml([...lines, { link, label: 'Claim your listing' }]),
  });
}
