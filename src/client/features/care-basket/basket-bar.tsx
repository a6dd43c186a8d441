import { ShoppingBasket } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/button';

/** Below `lg` the bar sits fixed at the bottom; pages pad their end by this much to stay clear. */
export const BASKET_BAR_PADDING = 'max-lg:pb-[calc(4.5rem+env(safe-area-inset-bottom))]';

/**
 * On phones and tablets (below `lg`), a bar fixed at the bottom while the basket holds something:
 * it opens the basket sheet, where the requests are sent (docs/product.md#care-basket). The
 * layout decides when it shows.
 */
export function BasketBar({
  count,
  onOpen,
}: {
  count: number;
  onOpen: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  const { t } = useTranslation('basket');
  return (
    <div
      role="region"
      aria-label={t('bar.region')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-background/95 px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] shadow-[0_-2px_8px_rgb(0_0_0/0.06)] backdrop-blur lg:hidden"
    >
      <Button size="touch" wrap className="w-full" aria-haspopup="dialog" onClick={onOpen}>
        <ShoppingBasket aria-hidden="true" />
        {/* '1 in basket — Send requests': N providers, and the way to send them. */}
        {t('bar.open', { number: count })}
      </Button>
    </div>
  );
}
