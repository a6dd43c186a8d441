import { AlertCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardContent } from '@client/components/ui/card';

/** Any path the router does not know, for a signed-in user. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted px-4">
      <Card className="w-full max-w-md">
        <CardContent>
          <div className="flex items-center gap-2">
            <AlertCircle aria-hidden="true" className="size-8 text-destructive" />
            <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">{t('notFound.text')}</p>
          <p className="mt-4 text-sm">
            <Link to="/" className="font-medium text-primary underline underline-offset-4">
              {t('notFound.home')}
            </Link>
          </p>
        </CardContent>
      </Card>
    </main>
  );
}
