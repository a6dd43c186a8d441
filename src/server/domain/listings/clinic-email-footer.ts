// The closing lines of every e-mail we send a clinic: where it can claim and keep its own listing
// (docs/product.md#claiming-a-listing). One helper, so every clinic e-mail says it the same way.
import type { EmailBlock } from '../../lib/email-html';

/** The 'For clinics' page, opened on the clinic's own listing when its NPI is known. */
export const forClinicsUrl = (appUrl: string, npi: string | null | undefined) =>
  npi ? `${appUrl}/for-clinics?npi=${encodeURIComponent(npi)}` : `${appUrl}/for-clinics`;

const SENTENCE =
  'For clinics: keep your listing on Autism Care Finder current (openings, insurance, the address requests go to) at';

export interface ClinicEmailFooter {
  /** Lines to end the text part with. */
  text: string[];
  /** Blocks to end the HTML part with. */
  html: EmailBlock[];
}

export function clinicEmailFooter(
  appUrl: string,
  npi: string | null | undefined,
): ClinicEmailFooter {
  const url = forClinicsUrl(appUrl, npi);
  return {
    text: ['--', `${SENTENCE} ${url}`],
    html: [`${SENTENCE}:`, { link: url, label: 'Autism Care Finder for clinics' }],
  };
}
