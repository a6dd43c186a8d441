import type { ReactNode } from 'react';
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardContent } from '@client/components/ui/card';
import { useCurrentUser } from '@client/lib/api/get-current-user';

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
    <main className="flex flex-1 items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md">
        <CardContent>
          <div className="flex items-center gap-2">
            <ShieldAlert aria-hidden="true" className="size-8 text-muted-foreground" />
            <h1 className="text-2xl font-bold">{t('adminsOnly.title')}</h1>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">{t('adminsOnly.text')}</p>
          <p className="mt-4 text-sm">
            <Link to="/home" className="font-medium text-primary underline underline-offset-4">
              {t('adminsOnly.back')}
            </Link>
          </p>
        </CardContent>
      </Card>
    </main>
  );
}
