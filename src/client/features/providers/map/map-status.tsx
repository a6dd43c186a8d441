import type { TFunction } from 'i18next';
import { AlertCircle, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/button';
import { useLocale } from '@client/i18n/use-locale';
import { cn } from '@client/lib/cn';
import { numberFormat } from '@shared/rules/intl-formats';

/** What the live region says after the map loads. */
export function providersOnMapText(total: number, t: TFunction<'search'>, locale: string): string {
  return t('map.onMap', { count: total, total: numberFormat(locale).format(total) });
}

/**
 * Over the map: a live region with the count after each load, a quiet loading hint (only when a
 * load takes a moment), and an error with a retry. The markers underneath stay as they were.
 */
export function MapStatus(props: {
  /** The total of a fresh answer; null while loading. */
  total: number | null;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  const { total, loading, failed, onRetry } = props;
  const { t } = useTranslation('search');
  const locale = useLocale();
  // The last count stays in the region while the next loads, so an unchanged count is not
  // announced again on every pan.
  const [announced, setAnnounced] = useState<number | null>(null);
  if (total !== null && total !== announced) setAnnounced(total);

  return (
    <>
      <div role="status" className="sr-only">
        {announced === null ? '' : providersOnMapText(announced, t, locale)}
      </div>
      <div
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute top-3 left-1/2 z-[1100] flex -translate-x-1/2 items-center gap-2 rounded-full border border-border bg-background px-3 py-1 text-sm shadow-md transition-opacity',
          loading && !failed ? 'opacity-100 delay-300' : 'opacity-0',
        )}
      >
        <Loader2 className="size-4 animate-spin text-primary" />
        {t('page.loading')}
      </div>
      {failed && (
        <div
          role="alert"
          className="absolute inset-x-3 bottom-8 z-[1100] mx-auto flex max-w-sm items-center gap-3 rounded-lg border border-border bg-background p-3 text-sm shadow-lg"
        >
          <AlertCircle className="size-5 shrink-0 text-destructive" aria-hidden="true" />
          <p className="flex-1">{t('map.loadFailed')}</p>
          <Button type="button" size="sm" variant="outline" onClick={onRetry}>
            {t('list.tryAgain')}
          </Button>
        </div>
      )}
    </>
  );
}
