import { AlertCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MessagePage } from '@client/components/message-page';

/** Any path the router does not know, for a signed-in user. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <MessagePage
      icon={AlertCircle}
      iconClassName="text-destructive"
      title={t('notFound.title')}
      text={t('notFound.text')}
      link={{ to: '/', label: t('notFound.home') }}
      className="min-h-screen bg-muted"
    />
  );
}
