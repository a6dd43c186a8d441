import type { ReactNode } from 'react';
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MessagePage } from '@client/components/message-page';
import { useCurrentUser } from '@client/lib/session-user';

/**
 * Admin pages: the menu's 'Admin Panel' link shows for everyone, so a family that follows it gets
 * a clear page instead of the admin tools. The server refuses them (403) either way
 * (docs/product.md#roles-and-access).
 */
export function AdminsOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  if (user?.role === 'admin') return children;
  return (
    <MessagePage
      icon={ShieldAlert}
      iconClassName="text-muted-foreground"
      title={t('adminsOnly.title')}
      text={t('adminsOnly.text')}
      link={{ to: '/home', label: t('adminsOnly.back') }}
      className="flex-1 py-16"
    />
  );
}
