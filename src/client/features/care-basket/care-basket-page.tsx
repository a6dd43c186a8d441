import { ArrowLeft, Loader2, ShoppingBasket, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { isUnauthorizedError } from '@client/lib/api-client';
import { useSubmitRequests } from '@client/lib/api/submit-requests';
import { useEmailConfirmed, VerifyEmailHint } from '@client/components/verify-email-hint';
import { useCareBasket } from '@client/lib/api/get-care-basket';
import { useRemoveFromBasket } from '@client/lib/api/remove-from-basket';
import { toastFailure } from '@client/lib/toast-failure';
import { useLocale } from '@client/i18n/use-locale';
import { formatDay } from '@shared/rules/intl-formats';
import { BasketItemSummary } from './basket-item-summary';
import { RouteSummary } from './route-summary';
import { submitOutcome } from './submit-outcome';
import { WhatClinicsReceive } from './what-clinics-receive';

/** `/care-basket`: the basket as a page (docs/product.md#care-basket). */
export function CareBasketPage() {
  const { t } = useTranslation('basket');
  const locale = useLocale();
  const basket = useCareBasket();
  const remove = useRemoveFromBasket();
  const submit = useSubmitRequests();
  const canSend = useEmailConfirmed();
  // The query client answers an ended session; until the redirect, the page keeps its spinner.
  const signedOut = isUnauthorizedError(basket.error);

  const items = basket.data ?? [];

  // The removed item's button disappears with it; keyboard focus moves on to the next item's
  // button (or the previous one, or the heading when the basket is empty) instead of the page.
  const heading = useRef<HTMLHeadingElement>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const removeItem = (itemId: string) => {
    const index = items.findIndex((item) => item.id === itemId);
    const neighbour = items[index + 1] ?? items[index - 1];
    remove.mutate(itemId, {
      onSuccess: () => {
        toast.success(t('page.removed'), { description: t('page.removedDetail') });
        requestAnimationFrame(() => {
          const next = neighbour && removeButtons.current.get(neighbour.id);
          (next ?? heading.current)?.focus();
        });
      },
      onError: (error) => toastFailure(error, t('error'), t('page.removeFailed')),
    });
  };
  const submitAll = () =>
    submit.mutate(undefined, {
      onSuccess: (result) => {
        const outcome = submitOutcome(t, result, {
          title: t('page.submitted'),
          description: t('page.submittedDetail'),
        });
        // Nothing sent is no success: the family has calls to make.
        const show = result.sent > 0 ? toast.success : toast.warning;
        show(outcome.title, { description: outcome.description });
      },
      onError: (error) => toastFailure(error, t('error'), t('page.submitFailed')),
    });

  let body;
  if (basket.isPending || signedOut) {
    body = (
      <div role="status" className="flex items-center justify-center gap-3 py-16">
        <Loader2 className="size-6 animate-spin text-primary" aria-hidden="true" />
        <span className="text-muted-foreground">{t('loading')}</span>
      </div>
    );
  } else if (basket.isError) {
    body = (
      <div role="alert" className="grid justify-items-start gap-3">
        <p>{t('loadFailed')}</p>
        <Button variant="outline" className="h-11" onClick={() => void basket.refetch()}>
          {t('tryAgain')}
        </Button>
      </div>
    );
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
          const pending = remove.isPending && remove.variables === item.id;
          return (
            <li key={item.id}>
              <Card>
                <CardContent className="flex flex-col gap-4 p-5 sm:flex-row sm:items-start">
                  <div className="min-w-0 flex-1">
                    <h2 className="text-lg font-semibold break-words">{item.provider.name}</h2>
                    <BasketItemSummary provider={item.provider} />
                    <p className="mt-2 text-sm text-muted-foreground">
                      {t('page.added', { date: formatDay(item.addedAt, locale) })}
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    className="h-11 self-start"
                    aria-label={t('removeProvider', { name: item.provider.name })}
                    aria-disabled={pending || undefined}
                    ref={(element) => {
                      if (element) removeButtons.current.set(item.id, element);
                      else removeButtons.current.delete(item.id);
                    }}
                    onClick={() => {
                      if (!pending) removeItem(item.id);
                    }}
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
      <Button asChild variant="ghost" size="sm" className="-ml-3 h-11">
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
          className="mt-3 h-11"
          disabled={submit.isPending || !canSend}
          aria-describedby={canSend ? undefined : 'basket-page-verify-hint'}
          onClick={submitAll}
        >
          {submit.isPending ? t('submitting') : t('page.submitAll', { number: items.length })}
        </Button>
      )}
      <div className="mt-8">{body}</div>
    </main>
  );
}
