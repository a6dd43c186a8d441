import { Loader2, ShoppingBasket, Trash2 } from 'lucide-react';
import type { RefObject } from 'react';
import { toast } from 'sonner';
import { Button } from '@client/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from '@client/components/ui/sheet';
import { useSubmitRequests } from '@client/lib/api/submit-requests';
import { useEmailConfirmed, VerifyEmailHint } from '@client/components/verify-email-hint';
import { useCareBasket } from '@client/lib/api/get-care-basket';
import { useRemoveFromBasket } from '@client/lib/api/remove-from-basket';
import { toastFailure } from '@client/lib/toast-failure';
import { BasketItemSummary } from './basket-item-summary';

/** The side sheet the header's basket button opens (docs/product.md#care-basket). */
export function CareBasketSheet(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to on closing: the header button is not a Radix trigger. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const basket = useCareBasket();
  const remove = useRemoveFromBasket();
  const submit = useSubmitRequests();
  const canSend = useEmailConfirmed();
  const removeItem = (itemId: string) =>
    remove.mutate(itemId, {
      onSuccess: () =>
        toast.success('Removed from Care Basket', {
          description: 'Provider has been removed from your care basket.',
        }),
      onError: (error) => toastFailure(error, 'Error', 'Failed to remove provider from basket.'),
    });
  // Once sent, the lists have refreshed; the sheet says so and closes.
  const submitAll = () =>
    submit.mutate(undefined, {
      onSuccess: () => {
        toast.success('Requests Submitted', {
          description: 'Your appointment requests have been submitted successfully.',
        });
        props.onOpenChange(false);
      },
      onError: (error) => toastFailure(error, 'Error', 'Failed to submit appointment requests.'),
    });
  const items = basket.data ?? [];

  let body;
  if (basket.isPending) {
    body = (
      <div role="status" className="flex items-center justify-center gap-3 py-10">
        <Loader2 className="size-5 animate-spin text-primary" aria-hidden="true" />
        <span className="text-muted-foreground">Loading your care basket...</span>
      </div>
    );
  } else if (basket.isError) {
    body = (
      <div role="alert" className="grid justify-items-start gap-3 py-6">
        <p>We couldn&apos;t load your care basket. Please try again.</p>
        <Button variant="outline" className="h-11" onClick={() => void basket.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <div className="grid justify-items-center gap-2 py-12 text-center">
        <ShoppingBasket aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="font-medium">Your care basket is empty</p>
        <p className="text-sm text-muted-foreground">Add providers from the map to get started</p>
      </div>
    );
  } else {
    body = (
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
              size="icon"
              className="size-11 shrink-0 text-muted-foreground hover:text-destructive"
              aria-label={`Remove ${item.provider.name}`}
              aria-disabled={(remove.isPending && remove.variables === item.id) || undefined}
              onClick={() => {
                if (!(remove.isPending && remove.variables === item.id)) removeItem(item.id);
              }}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
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
          <SheetTitle>Care Basket</SheetTitle>
          <SheetDescription>Selected providers for appointment requests</SheetDescription>
        </SheetHeader>
        <div className="flex-1 overflow-y-auto px-5">{body}</div>
        {items.length > 0 && (
          <SheetFooter>
            <p className="font-medium">{items.length} provider(s) selected</p>
            <p className="text-sm text-muted-foreground">
              We&apos;ll submit appointment requests using your profile information
            </p>
            {canSend ? null : <VerifyEmailHint id="basket-sheet-verify-hint" />}
            <Button
              className="h-11"
              disabled={submit.isPending || !canSend}
              aria-describedby={canSend ? undefined : 'basket-sheet-verify-hint'}
              onClick={submitAll}
            >
              {submit.isPending ? 'Submitting...' : 'Submit Appointment Requests'}
            </Button>
          </SheetFooter>
        )}
      </SheetContent>
    </Sheet>
  );
}
