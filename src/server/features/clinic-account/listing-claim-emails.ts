import type { ListingClaimRow } from '@server/db/schema';
import { clinicEmailFooter } from '@server/domain/listings/clinic-email-footer';
import { emailHtml, type EmailBlock } from '@server/lib/email-html';
import type { MailMessage } from '@server/lib/mail';
import { clinicT as t } from '@server/domain/clinic-emails/clinic-t';

// The e-mails about a listing claim (docs/product.md#claiming-a-listing). Clinics read English,
// like every e-mail we send them; each ends with the 'For clinics' footer.

export interface ClaimFacts {
  claim: ListingClaimRow;
  listingName: string;
  npi: string | null;
}

interface Parts {
  subject: string;
  to: string | string[];
  blocks: EmailBlock[];
}

function message(id: string, appUrl: string, npi: string | null, parts: Parts): MailMessage {
  const footer = clinicEmailFooter(appUrl, npi);
  const text = parts.blocks.map((block) =>
    typeof block === 'string'
      ? block
      : 'link' in block
        ? `${block.label}: ${block.link}`
        : block.items.join('\n'),
  );
  return {
    // Stable, so a resend after a crash is recognisably the same message.
    messageId: `<${id}@autism-care-finder>`,
    to: parts.to,
    subject: parts.subject,
    text: [...text, '', ...footer.text].join('\n\n'),
    html: emailHtml([...parts.blocks, ...footer.html]),
  };
}

/** Who asked for the listing, as they named themselves. */
const asker = ({ claim }: ClaimFacts) => ({ name: claim.name, role: claim.role });

/** To the listing's own address: the code that proves whoever claims it reads this inbox. */
export function claimCodeEmail(
  facts: ClaimFacts & { to: string },
  code: string,
  appUrl: string,
): MailMessage {
  return message(`claim-code-${facts.claim.id}`, appUrl, facts.npi, {
    to: facts.to,
    subject: t('claimCode.subject', { listing: facts.listingName, code }),
    blocks: [
      t('hello'),
      t('claimCode.body', { ...asker(facts), listing: facts.listingName }),
      code,
      t('claimCode.after'),
    ],
  });
}

/** To the claimant's work address: approved, with a sign-in link to the listing. */
export function claimApprovedEmail(facts: ClaimFacts, link: string, appUrl: string): MailMessage {
  return message(`claim-approved-${facts.claim.id}`, appUrl, facts.npi, {
    to: facts.claim.workEmail,
    subject: t('claimApproved.subject', { listing: facts.listingName }),
    blocks: [
      t('helloName', { name: facts.claim.name }),
      t('claimApproved.body', { listing: facts.listingName }),
      { link, label: t('claimApproved.link') },
      t('claimApproved.after'),
    ],
  });
}

/** To the claimant's work address: declined. */
export function claimDeclinedEmail(facts: ClaimFacts, appUrl: string): MailMessage {
  return message(`claim-declined-${facts.claim.id}`, appUrl, facts.npi, {
    to: facts.claim.workEmail,
    subject: t('claimDeclined.subject', { listing: facts.listingName }),
    blocks: [
      t('helloName', { name: facts.claim.name }),
      t('claimDeclined.body', { listing: facts.listingName }),
      t('claimDeclined.after'),
    ],
  });
}

/** To the addresses that keep the listing already: someone else asked to manage it too. */
export function staffNoticeEmail(
  facts: ClaimFacts & { to: string[] },
  appUrl: string,
): MailMessage {
  return message(`claim-staff-notice-${facts.claim.id}`, appUrl, facts.npi, {
    to: facts.to,
    subject: t('staffNotice.subject', { listing: facts.listingName }),
    blocks: [
      t('hello'),
      t('staffNotice.body', { ...asker(facts), listing: facts.listingName }),
      t('staffNotice.after'),
    ],
  });
}
