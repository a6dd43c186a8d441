// The closing lines of every e-mail we send a clinic: where it can claim and keep its own listing
// (docs/product.md#claiming-a-listing). One helper, so every clinic e-mail says it the same way.
import type { EmailBlock } from '../../lib/email-html';
import { clinicT as t } from '../clinic-emails/clinic-t';

/** The 'For clinics' page, opened on the clinic's own listing when its NPI is known. */
export const forClinicsUrl = (appUrl: string, npi: string | null | undefined) =>
  npi ? `${appUrl}/for-clinics?npi=${encodeURIComponent(npi)}` : `${appUrl}/for-clinics`;

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
  const sentence = t('footer.sentence');
  return {
    text: ['--', `${sentence} ${url}`],
    html: [`${sentence}:`, { link: url, label: t('footer.link') }],
  };
}
