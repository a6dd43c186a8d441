import type { ListingClaimRow } from '@server/db/schema';
import { clinicEmailFooter } from '@server/domain/listings/clinic-email-footer';
import { emailHtml, type EmailBlock } from '@server/lib/email-html';
import type { MailMessage } from '@server/lib/mail';

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

/** To the listing's own address: the code that proves whoever claims it reads this inbox. */
export function claimCodeEmail(
  facts: ClaimFacts & { to: string },
  code: string,
  appUrl: string,
): MailMessage {
  return message(`claim-code-${facts.claim.id}`, appUrl, facts.npi, {
    to: facts.to,
    subject: `Your code to manage ${facts.listingName}: ${code}`,
    blocks: [
      'Hello,',
      `${facts.claim.name} (${facts.claim.role}) asked to manage the listing of ${facts.listingName} on Autism Care Finder, and gave this inbox as the clinic's. To confirm, enter this code on the page where they asked:`,
      code,
      'The code works for 30 minutes. If nobody at your clinic asked for this, ignore this e-mail: nothing changes without the code.',
    ],
  });
}

/** To the claimant's work address: approved, with a sign-in link to the listing. */
export function claimApprovedEmail(facts: ClaimFacts, link: string, appUrl: string): MailMessage {
  return message(`claim-approved-${facts.claim.id}`, appUrl, facts.npi, {
    to: facts.claim.workEmail,
    subject: `You can now manage ${facts.listingName} on Autism Care Finder`,
    blocks: [
      `Hello ${facts.claim.name},`,
      `Your request to manage the listing of ${facts.listingName} was approved. Sign in with this link to keep it current: families see what you say there, with the date you said it.`,
      { link, label: 'Sign in to your listing' },
      'The link works once, for 15 minutes. Later, sign in from the For clinics page with this address: we e-mail a new link each time.',
    ],
  });
}

/** To the claimant's work address: declined. */
export function claimDeclinedEmail(facts: ClaimFacts, appUrl: string): MailMessage {
  return message(`claim-declined-${facts.claim.id}`, appUrl, facts.npi, {
    to: facts.claim.workEmail,
    subject: `Your request to manage ${facts.listingName}`,
    blocks: [
      `Hello ${facts.claim.name},`,
      `We could not confirm that you may manage the listing of ${facts.listingName} on Autism Care Finder, so we declined the request.`,
      'If you work there, ask a colleague who already keeps the listing to add your address, or claim it again from an address the clinic is known by.',
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
    subject: `Someone asked to manage ${facts.listingName}`,
    blocks: [
      'Hello,',
      `${facts.claim.name} (${facts.claim.role}) asked to manage the listing of ${facts.listingName} on Autism Care Finder, which you keep. An admin will review the request and may call the clinic.`,
      'If they work with you, you can also add their address yourself on your listing page. If not, nothing changes unless an admin approves.',
    ],
  });
}
