import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toast, toastFailure } from '@client/lib/toast';
import { useEmailConfirmed } from '@client/components/verify-email-hint';
import { useCareBasket } from '@client/lib/api/get-care-basket';
import { useRemoveFromBasket } from '@client/lib/api/remove-from-basket';
import { useSubmitRequests } from '@client/lib/api/submit-requests';
import { submitOutcome } from './submit-outcome';

/** Where the basket is shown: its page, or the sheet the header's button opens. */
export type BasketPlace = 'page' | 'sheet';

/** The toasts' words, which the page and the sheet put slightly differently. */
function toastWords(t: TFunction<'basket'>, place: BasketPlace) {
  return place === 'page'
    ? {
        removed: t('page.removed'),
        removedDetail: t('page.removedDetail'),
        removeFailed: t('page.removeFailed'),
        submitted: t('page.submitted'),
        submittedDetail: t('page.submittedDetail'),
        submitFailed: t('page.submitFailed'),
      }
    : {
        removed: t('sheet.removed'),
        removedDetail: t('sheet.removedDetail'),
        removeFailed: t('sheet.removeFailed'),
        submitted: t('sheet.submitted'),
        submittedDetail: t('sheet.submittedDetail'),
        submitFailed: t('sheet.submitFailed'),
      };
}

/**
 * The basket and what a family does with it, wherever it is shown: its items, removing one and
 * sending them all, each with its toast. `onSent` runs once requests have gone (the sheet closes).
 */
export function useBasketActions(place: BasketPlace, { onSent }: { onSent?: () => void } = {}) {
  const { t } = useTranslation('basket');
  const basket = useCareBasket();
  const remove = useRemoveFromBasket();
  const submit = useSubmitRequests();
  const canSend = useEmailConfirmed();
  const words = toastWords(t, place);

  const isRemoving = (itemId: string) => remove.isPending && remove.variables === itemId;

  /** Removes an item unless it is being removed already; `onRemoved` runs after the toast. */
  const removeItem = (itemId: string, onRemoved?: () => void) => {
    if (isRemoving(itemId)) return;
    remove.mutate(itemId, {
      onSuccess: () => {
        toast.success(words.removed, { description: words.removedDetail });
        onRemoved?.();
      },
      onError: (error) => toastFailure(error, t('error'), words.removeFailed),
    });
  };

  const submitAll = () =>
    submit.mutate(undefined, {
      onSuccess: (result) => {
        const outcome = submitOutcome(t, result, {
          title: words.submitted,
          description: words.submittedDetail,
        });
        // Nothing sent is no success: the family has calls to make.
        const show = result.sent > 0 ? toast.success : toast.warning;
        show(outcome.title, { description: outcome.description });
        onSent?.();
      },
      onError: (error) => toastFailure(error, t('error'), words.submitFailed),
    });

  return {
    basket,
    items: basket.data ?? [],
    canSend,
    sending: submit.isPending,
    isRemoving,
    removeItem,
    submitAll,
  };
}
