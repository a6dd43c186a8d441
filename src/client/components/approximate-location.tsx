import { Locate } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@client/lib/cn';

/**
 * 'Location approximate (ZIP code)' while a provider is placed only at its ZIP code's centre
 * (docs/product.md#approximate-locations): its distance and map marker are near, not exact.
 */
export function ApproximateLocation({
  approximate,
  className,
}: {
  approximate: boolean;
  className?: string;
}) {
  const { t } = useTranslation('common');
  if (!approximate) return null;
  return (
    <div className={cn('flex items-center gap-1 text-xs text-muted-foreground', className)}>
      <Locate aria-hidden="true" className="size-3.5 shrink-0" />
      {t('location.approximate')}
    </div>
  );
}
