import { ArrowLeft, ShoppingBasket, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { isUnauthorizedError } from '@client/lib/api-client';
import { VerifyEmailHint } from '@client/components/verify-email-hint';
import { useLocale } from '@client/i18n/use-locale';
import { formatDay } from '@shared/rules/intl-formats';
import { BasketItemSummary } from './basket-item-summary';
import { BasketLoadFailed, BasketLoading } from './basket-states';
import { RouteSummary } from './route-summary';
import { useBasketActions } from './use-basket-actions';
import { WhatClinicsReceive } from './what-clinics-receive';

/** `/care-basket`: the basket as a page (docs/product.md#care-basket). */
export default function CareBasketPage() {
  const { t } = useTranslation('basket');
  const locale = useLocale();
  const { basket, items, canSend, sending, isRemoving, removeItem, submitAll } =
    useBasketActions('page');
  // The query client answers an ended session; until the redirect, the page keeps its spinner.
  const signedOut = isUnauthorizedError(basket.error);

  // The removed item's button disappears with it; keyboard focus moves on to the next item's
  // button (or the previous one, or the heading when the basket is empty) instead of the page.
  const heading = useRef<HTMLHeadingElement>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const removeAndMoveFocus = (itemId: string) => {
    const index = items.findIndex((item) => item.id === itemId);
    const neighbour = items[index + 1] ?? items[index - 1];
    removeItem(itemId, () =>
      requestAnimationFrame(() => {
        const next = neighbour && removeButtons.current.get(neighbour.id);
        (next ?? heading.current)?.focus();
      }),
    );
  };

  let body;
  if (basket.isPending || signedOut) {
    body = <BasketLoading className="py-16" />;
  } else if (basket.isError) {
    body = <BasketLoadFailed onRetry={() => void basket.refetch()} />;
  } else if (items.length === 0) {
    body = (
      <Card>
        <CardContent className="grid justify-items-center gap-2 py-14 text-center">
          <ShoppingBasket aria-hidden="true" className="size-12 text-muted-foreground" />
          <p className="text-lg font-medium">{t('empty')}</p>
          <p className="text-muted-foreground">{t('page.emptyHint')}</p>
        </CardContent>
      </Card>
    );
  } else {
    body = (
      <ul className="grid gap-4">
        {items.map((item) => {
          const pending = isRemoving(item.id);
          return (
            <li key={item.id}>
              <Card>
                <CardContent
                  padding="none"
                  className="flex flex-col gap-4 p-5 sm:flex-row sm:items-start"
                >
                  <div className="min-w-0 flex-1">
                    <h2 className="text-lg font-semibold break-words">{item.provider.name}</h2>
                    <BasketItemSummary provider={item.provider} />
                    <p className="mt-2 text-sm text-muted-foreground">
                      {t('page.added', { date: formatDay(item.addedAt, locale) })}
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    size="touch"
                    className="self-start"
                    aria-label={t('removeProvider', { name: item.provider.name })}
                    aria-disabled={pending || undefined}
                    ref={(element) => {
                      if (element) removeButtons.current.set(item.id, element);
                      else removeButtons.current.delete(item.id);
                    }}
                    onClick={() => removeAndMoveFocus(item.id)}
                  >
                    <Trash2 aria-hidden="true" />
                    {t('page.remove')}
                  </Button>
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <Button asChild variant="ghost" size="custom" className="-ml-3 h-11 gap-2 px-3 text-sm">
        <Link to="/home">
          <ArrowLeft aria-hidden="true" /> {t('page.backToMap')}
        </Link>
      </Button>
      <h1 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-bold sm:text-3xl">
        {t('title')}
      </h1>
      <p className="mt-2 text-muted-foreground">{t('subtitle')}</p>
      {items.length > 0 && !canSend ? (
        <div className="mt-6">
          <VerifyEmailHint id="basket-page-verify-hint" />
        </div>
      ) : null}
      {items.length > 0 && (
        <div className="mt-6 grid gap-4">
          <RouteSummary items={items} />
          <WhatClinicsReceive headingLevel="h2" />
        </div>
      )}
      {items.length > 0 && (
        <Button
          size="touch"
          className="mt-3"
          disabled={sending || !canSend}
          aria-describedby={canSend ? undefined : 'basket-page-verify-hint'}
          onClick={submitAll}
        >
          {sending ? t('submitting') : t('page.submitAll', { number: items.length })}
        </Button>
      )}
      <div className="mt-8">{body}</div>
    </main>
  );
}
