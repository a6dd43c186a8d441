import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';

/** The basket while it loads, on its page or in the sheet. */
export function BasketLoading({ className }: { className?: string }) {
  const { t } = useTranslation('basket');
  return (
    <div role="status" className={cn('flex items-center justify-center gap-3', className)}>
      <Loader2 className="size-6 animate-spin text-primary" aria-hidden="true" />
      <span className="text-muted-foreground">{t('loading')}</span>
    </div>
  );
}

/** The basket could not be loaded: say so, and offer to try again. */
export function BasketLoadFailed({
  onRetry,
  className,
}: {
  onRetry: () => void;
  className?: string;
}) {
  const { t } = useTranslation('basket');
  return (
    <div role="alert" className={cn('grid justify-items-start gap-3', className)}>
      <p>{t('loadFailed')}</p>
      <Button variant="outline" size="touch" onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </div>
  );
}
