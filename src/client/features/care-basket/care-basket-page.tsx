import { ArrowLeft, Loader2, ShoppingBasket, Trash2 } from 'lucide-react';
import { useRef } from 'react';
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
import { BasketItemSummary } from './basket-item-summary';

const addedDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** `/care-basket`: the basket as a page (docs/product.md#care-basket). */
export function CareBasketPage() {
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
        toast.success('Provider removed', {
          description: 'Provider has been removed from your care basket',
        });
        requestAnimationFrame(() => {
          const next = neighbour && removeButtons.current.get(neighbour.id);
          (next ?? heading.current)?.focus();
        });
      },
      onError: (error) => toastFailure(error, 'Error', 'Failed to remove provider from basket'),
    });
  };
  const submitAll = () =>
    submit.mutate(undefined, {
      onSuccess: () =>
        toast.success('Requests submitted', {
          description: 'Your appointment requests have been submitted successfully',
        }),
      onError: (error) => toastFailure(error, 'Error', 'Failed to submit appointment requests'),
    });

  let body;
  if (basket.isPending || signedOut) {
    body = (
      <div role="status" className="flex items-center justify-center gap-3 py-16">
        <Loader2 className="size-6 animate-spin text-primary" aria-hidden="true" />
        <span className="text-muted-foreground">Loading your care basket...</span>
      </div>
    );
  } else if (basket.isError) {
    body = (
      <div role="alert" className="grid justify-items-start gap-3">
        <p>We couldn&apos;t load your care basket. Please try again.</p>
        <Button variant="outline" className="h-11" onClick={() => void basket.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <Card>
        <CardContent className="grid justify-items-center gap-2 py-14 text-center">
          <ShoppingBasket aria-hidden="true" className="size-12 text-muted-foreground" />
          <p className="text-lg font-medium">Your care basket is empty</p>
          <p className="text-muted-foreground">
            Add providers from the map to start collecting appointment requests
          </p>
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
                    <BasketItemSummary provider={item.provider} waitIn="weeks" />
                    <p className="mt-2 text-sm text-muted-foreground">
                      Added {addedDate.format(new Date(item.addedAt))}
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    className="h-11 self-start"
                    aria-label={`Remove ${item.provider.name}`}
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
                    Remove
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
          <ArrowLeft aria-hidden="true" /> Back to Provider Map
        </Link>
      </Button>
      <h1 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-bold sm:text-3xl">
        Care Basket
      </h1>
      <p className="mt-2 text-muted-foreground">Selected providers for appointment requests</p>
      {items.length > 0 && !canSend ? (
        <div className="mt-6">
          <VerifyEmailHint id="basket-page-verify-hint" />
        </div>
      ) : null}
      {items.length > 0 && (
        <Button
          className="mt-6 h-11"
          disabled={submit.isPending || !canSend}
          aria-describedby={canSend ? undefined : 'basket-page-verify-hint'}
          onClick={submitAll}
        >
          {submit.isPending ? 'Submitting...' : `Submit All Requests (${items.length})`}
        </Button>
      )}
      <div className="mt-8">{body}</div>
    </main>
  );
}
