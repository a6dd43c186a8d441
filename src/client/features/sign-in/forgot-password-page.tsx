import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmailLinkForm } from '@client/components/email-link-form';
import { PublicPage } from '@client/components/public-page';
import { useForgotPassword } from './api/forgot-password';

/** `/forgot-password`: asks for a reset link; the answer never says whether the address is known. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const send = useForgotPassword();
  return (
    <PublicPage>
      <EmailLinkForm
        send={send}
        words={{
          title: t('forgot.title'),
          intro: t('forgot.text'),
          email: t('form.email'),
          invalidEmail: t('forgot.invalidEmail'),
          failed: t('form.failed'),
          send: t('forgot.send'),
          sending: t('forgot.sending'),
          sent: t('forgot.sent'),
        }}
        footer={
          <Link
            to="/sign-in"
            className="inline-flex min-h-6 items-center text-sm text-primary underline-offset-4 hover:underline"
          >
            {t('forgot.back')}
          </Link>
        }
      />
    </PublicPage>
  );
}
