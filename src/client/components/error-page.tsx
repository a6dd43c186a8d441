import { AlertCircle } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { useCurrentUser } from '@client/lib/session-user';

/**
 * What shows where a page failed (docs/product.md#page-errors): said at once to a screen reader,
 * with focus on its heading, and two ways on. Kept small: the landing page's bundle carries it.
 */
export function ErrorPage({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const { isAuthenticated } = useCurrentUser();
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();
  useEffect(() => heading.current?.focus(), []);

  return (
    <main className="flex flex-1 items-start justify-center px-4 py-10 sm:py-16">
      <Card className="w-full max-w-md">
        <CardContent>
          <section role="alert" aria-labelledby={`${id}-title`}>
            <div className="flex items-center gap-2">
              <AlertCircle aria-hidden="true" className="size-8 shrink-0 text-destructive" />
              <h1
                id={`${id}-title`}
                ref={heading}
                tabIndex={-1}
                className="text-2xl font-bold focus:outline-none"
              >
                {t('errorPage.title')}
              </h1>
            </div>
            <p className="mt-4 text-muted-foreground">{t('errorPage.text')}</p>
          </section>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button onClick={onRetry}>{t('errorPage.retry')}</Button>
            {/* A whole new page: whatever state made this one fail is left behind. */}
            <Button asChild variant="outline">
              <a href={isAuthenticated ? '/home' : '/'}>{t('errorPage.home')}</a>
            </Button>
          </div>
        </CardContent>
      </Card>
    </main>
  );
}
