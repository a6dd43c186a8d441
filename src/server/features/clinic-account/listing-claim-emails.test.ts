import { describe, expect, it } from 'vitest';
import type { ListingClaimRow } from '@server/db/schema';
import {
  claimApprovedEmail,
  claimCodeEmail,
  claimDeclinedEmail,
  staffNoticeEmail,
  type ClaimFacts,
} from './listing-claim-emails';

// The words of each e-mail about a claim, whole: they come from the catalog, and a changed or
// missing key must show here rather than in a clinic's inbox.

const APP = 'https://care.example';
const claim: ListingClaimRow = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  providerId: 'c0ffee00-0000-4000-8000-000000000002',
  name: 'Ana Ruiz',
  role: 'Office manager',
  workEmail: 'ana@sunrise.example',
  phone: '919-555-0100',
  status: 'code_sent',
  codeHash: null,
  codeExpiresAt: null,
  codeAttempts: 0,
  decidedBy: null,
  decidedAt: null,
  createdAt: new Date('2026-11-01T12:00:00Z'),
};
const facts: ClaimFacts = { claim, listingName: 'Sunrise Therapy', npi: '1234567890' };
const FOOTER =
  '--\n\nFor clinics: keep your listing on Autism Care Finder current (openings, insurance, the address requests go to) at https://care.example/for-clinics?npi=1234567890';

describe('the e-mails about a listing claim', () => {
  it('send the code to the listing’s own address', () => {
    const email = claimCodeEmail({ ...facts, to: 'front@sunrise.example' }, '485154', APP);
    expect(email.to).toBe('front@sunrise.example');
    expect(email.subject).toBe('Your code to manage Sunrise Therapy: 485154');
    expect(email.text).toBe(
      [
        'Hello,',
        "Ana Ruiz (Office manager) asked to manage the listing of Sunrise Therapy on Autism Care Finder, and gave this inbox as the clinic's. To confirm, enter this code on the page where they asked:",
        '485154',
        'The code works for 30 minutes. If nobody at your clinic asked for this, ignore this e-mail: nothing changes without the code.',
        '',
        FOOTER,
      ].join('\n\n'),
    );
  });

  it('tell the claimant it was approved, with the sign-in link', () => {
    const email = claimApprovedEmail(facts, `${APP}/clinic/sign-in/abc`, APP);
    expect(email.to).toBe('ana@sunrise.example');
    expect(email.subject).toBe('You can now manage Sunrise Therapy on Autism Care Finder');
    expect(email.text).toBe(
      [
        'Hello Ana Ruiz,',
        'Your request to manage the listing of Sunrise Therapy was approved. Sign in with this link to keep it current: families see what you say there, with the date you said it.',
        'Sign in to your listing: https://care.example/clinic/sign-in/abc',
        'The link works once, for 15 minutes. Later, sign in from the For clinics page with this address: we e-mail a new link each time.',
        '',
        FOOTER,
      ].join('\n\n'),
    );
    expect(email.html).toContain('>Sign in to your listing</a>');
  });

  it('tell the claimant it was declined', () => {
    const email = claimDeclinedEmail(facts, APP);
    expect(email.subject).toBe('Your request to manage Sunrise Therapy');
    expect(email.text).toBe(
      [
        'Hello Ana Ruiz,',
        'We could not confirm that you may manage the listing of Sunrise Therapy on Autism Care Finder, so we declined the request.',
        'If you work there, ask a colleague who already keeps the listing to add your address, or claim it again from an address the clinic is known by.',
        '',
        FOOTER,
      ].join('\n\n'),
    );
  });

  it('tell the listing’s staff that someone else asked', () => {
    const email = staffNoticeEmail({ ...facts, to: ['desk@sunrise.example'] }, APP);
    expect(email.to).toEqual(['desk@sunrise.example']);
    expect(email.subject).toBe('Someone asked to manage Sunrise Therapy');
    expect(email.text).toBe(
      [
        'Hello,',
        'Ana Ruiz (Office manager) asked to manage the listing of Sunrise Therapy on Autism Care Finder, which you keep. An admin will review the request and may call the clinic.',
        'If they work with you, you can also add their address yourself on your listing page. If not, nothing changes unless an admin approves.',
        '',
        FOOTER,
      ].join('\n\n'),
    );
  });
});
