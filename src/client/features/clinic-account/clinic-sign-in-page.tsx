import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmailLinkForm } from '@client/components/email-link-form';
import { useRequestSignInLink } from './api/request-sign-in-link';
import { ClinicPageFrame } from './clinic-page-frame';

/**
 * `/clinic/sign-in` (docs/product.md#clinic-sign-in): a link by e-mail, no password. The answer
 * never says whether the address keeps a listing.
 */
export default function ClinicSignInPage() {
  const { t } = useTranslation('claims');
  const send = useRequestSignInLink();
  return (
    <ClinicPageFrame>
      <EmailLinkForm
        className="w-full max-w-md justify-self-center"
        send={send}
        words={{
          title: t('signIn.title'),
          intro: t('signIn.intro'),
          email: t('signIn.email'),
          invalidEmail: t('signIn.invalidEmail'),
          failed: t('signIn.failed'),
          send: t('signIn.send'),
          sending: t('signIn.sending'),
          sent: t('signIn.sent'),
        }}
        footer={
          <Link
            to="/for-clinics"
            className="inline-flex min-h-6 items-center text-sm text-primary underline-offset-4 hover:underline"
          >
            {t('signIn.noListing')}
          </Link>
        }
      />
    </ClinicPageFrame>
  );
}
