import { ShoppingBasket, Trash2 } from 'lucide-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from '@client/components/ui/sheet';
import { VerifyEmailHint } from '@client/components/verify-email-hint';
import { BasketItemSummary } from './basket-item-summary';
import { BasketLoadFailed, BasketLoading } from './basket-states';
import { RouteSummary } from './route-summary';
import { useBasketActions } from './use-basket-actions';
import { WhatClinicsReceive } from './what-clinics-receive';

/** The side sheet the header's basket button opens (docs/product.md#care-basket). */
export function CareBasketSheet(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to on closing: the header button is not a Radix trigger. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('basket');
  // Once sent, the lists have refreshed; the sheet says so and closes.
  const { basket, items, canSend, sending, isRemoving, removeItem, submitAll } = useBasketActions(
    'sheet',
    { onSent: () => props.onOpenChange(false) },
  );

  let body;
  if (basket.isPending) {
    body = <BasketLoading className="py-10" />;
  } else if (basket.isError) {
    body = <BasketLoadFailed className="py-6" onRetry={() => void basket.refetch()} />;
  } else if (items.length === 0) {
    body = (
      <div className="grid justify-items-center gap-2 py-12 text-center">
        <ShoppingBasket aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="font-medium">{t('empty')}</p>
        <p className="text-sm text-muted-foreground">{t('sheet.emptyHint')}</p>
      </div>
    );
  } else {
    body = (
      <div className="grid gap-4 pb-4">
        <ul className="grid gap-3">
          {items.map((item) => (
            <li
              key={item.id}
              className="flex items-start gap-3 rounded-lg border border-border bg-background p-3"
            >
              <div className="min-w-0 flex-1">
                <h3 className="font-semibold break-words">{item.provider.name}</h3>
                <BasketItemSummary provider={item.provider} />
              </div>
              <Button
                variant="ghost"
                size="icon-touch"
                className="shrink-0 text-muted-foreground hover:text-destructive"
                aria-label={t('removeProvider', { name: item.provider.name })}
                aria-disabled={isRemoving(item.id) || undefined}
                onClick={() => removeItem(item.id)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
        <WhatClinicsReceive headingLevel="h3" />
      </div>
    );
  }

  return (
    <Sheet open={props.open} onOpenChange={props.onOpenChange}>
      <SheetContent
        side="right"
        onCloseAutoFocus={(event) => {
          const target = props.returnFocusTo?.current;
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>{t('title')}</SheetTitle>
          <SheetDescription>{t('subtitle')}</SheetDescription>
        </SheetHeader>
        <div className="flex-1 overflow-y-auto px-5">{body}</div>
        {items.length > 0 && (
          <SheetFooter>
            <p className="font-medium">{t('sheet.selected', { count: items.length })}</p>
            <RouteSummary items={items} />
            {canSend ? null : <VerifyEmailHint id="basket-sheet-verify-hint" />}
            <Button
              size="touch"
              wrap
              disabled={sending || !canSend}
              aria-describedby={canSend ? undefined : 'basket-sheet-verify-hint'}
              onClick={submitAll}
            >
              {sending ? t('submitting') : t('sheet.submit')}
            </Button>
          </SheetFooter>
        )}
      </SheetContent>
    </Sheet>
  );
}
