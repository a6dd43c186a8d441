import { Loader2 } from 'lucide-react';
import { memo, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toast, toastFailure } from '@client/lib/toast';
import { Button } from '@client/components/ui/button';
import { useAddToBasket } from '@client/lib/api/add-to-basket';
import { useBasketLookup } from '@client/lib/api/get-care-basket';
import {
  useRequestedLabels,
  useRequestedTimes,
  useRequestOpenings,
} from '@client/lib/api/get-appointment-requests';
import { useRemoveFromBasket } from '@client/lib/api/remove-from-basket';
import type { ProviderResult } from '@shared/api/providers';
import { useProviders, type ProviderListParams } from '../api/get-providers';
import {
  activeFilters,
  emptyResultText,
  isFamilyChip,
  type FamilyNarrowing,
} from '../active-filters';
import { useOptionWords, type OptionWords } from '../use-option-words';
import { useLargeScreen } from '../use-large-screen';
import { ClearFiltersButton } from './filter-chips';
import { ProviderCard } from './provider-card';
import { SortSelect } from './sort-select';

/**
 * What the list is sorted by, in words: 'Soonest opening first, within 50 miles of home.
 * Providers known to take Medicaid come first.'
 */
function sortExplanation(
  sort: ProviderListParams['sort'],
  hasHome: boolean,
  family: FamilyNarrowing,
  t: TFunction<'search'>,
  words: OptionWords,
): string {
  const order =
    sort === 'name'
      ? t('sort.explainName')
      : sort === 'distance'
        ? t('sort.explainDistance')
        : family.reachMiles !== null
          ? t('sort.explainSoonestWithin', { miles: family.reachMiles })
          : hasHome
            ? t('sort.explainSoonestBands')
            : t('sort.explainSoonest');
  const tier =
    family.fit === 'acceptsOrUnknown' && family.insurance
      ? t('sort.explainInsuranceFirst', { insurance: words.insurance(family.insurance) })
      : '';
  return tier ? `${order} ${tier}` : order;
}

/** One empty list for every card without chosen services, so memoized cards stay equal. */
const NO_SERVICES: readonly string[] = [];

/**
 * The list view: cards in 1, 2 or 3 columns, a page at a time. Memoised: the page re-renders as
 * each of its answers arrives, and rendering every card again each time kept the phone busy.
 */
export const ProviderList = memo(function ProviderList(props: {
  params: ProviderListParams;
  canSortByDistance: boolean;
  /** The family's insurance, which a matching card names ('Accepts Medicaid'). */
  familyInsurance?: string | null;
  /** The family's own distance and insurance as they apply to this search. */
  family: FamilyNarrowing;
  onSortChange: (sort: string) => void;
  /** Removes every filter; offered after an empty result that has filters. */
  onClear: () => void;
}) {
  const { params } = props;
  const { t } = useTranslation('search');
  const words = useOptionWords();
  const query = useProviders(params);
  const large = useLargeScreen();
  const { itemIdByProvider } = useBasketLookup();
  const requestedLabels = useRequestedLabels();
  const requestOpenings = useRequestOpenings();
  const requestedTimes = useRequestedTimes();
  const add = useAddToBasket();
  const remove = useRemoveFromBasket();
  // One toggle for every card, reading the basket as it is when tapped: the cards' props stay
  // the same, so a basket answer redraws only the cards whose state it changes.
  const current = useRef({ itemIdByProvider, add, remove });
  useLayoutEffect(() => {
    current.current = { itemIdByProvider, add, remove };
  });
  const toggle = useCallback(
    (provider: ProviderResult) => {
      const { itemIdByProvider, add, remove } = current.current;
      const itemId = itemIdByProvider.get(provider.id);
      if (!itemId) return add.mutate(provider.id);
      remove.mutate(itemId, {
        onSuccess: () =>
          toast.success(t('basketToast.removed'), {
            description: t('basketToast.removedDescription'),
          }),
        onError: (error) =>
          toastFailure(error, t('basketToast.error'), t('basketToast.removeFailed')),
      });
    },
    [t],
  );

  const providers = query.data?.pages.flatMap((page) => page.providers) ?? [];

  // 'Show more' moves focus to the first new card, so keyboard and screen-reader users continue
  // where the new results start instead of staying on a button at the end.
  const cards = useRef(new Map<string, HTMLElement>());
  const onElement = useCallback((providerId: string, element: HTMLElement | null) => {
    if (element) cards.current.set(providerId, element);
    else cards.current.delete(providerId);
  }, []);
  const focusAt = useRef<number | null>(null);
  const pages = query.data?.pages;
  useEffect(() => {
    const index = focusAt.current;
    const first = index === null ? undefined : pages?.flatMap((page) => page.providers)[index];
    if (!first) return;
    focusAt.current = null;
    cards.current.get(first.id)?.focus();
  }, [pages]);

  let body;
  if (query.isPending) {
    body = (
      <div role="status" className="flex items-center justify-center gap-3 py-16">
        <Loader2 className="size-6 animate-spin text-primary" aria-hidden="true" />
        <span className="text-muted-foreground">{t('page.loading')}</span>
      </div>
    );
  } else if (query.isError && providers.length === 0) {
    body = (
      <div role="alert" className="grid justify-items-start gap-3 py-8">
        <p>{t('list.loadFailed')}</p>
        <Button variant="outline" size="touch" onClick={() => void query.refetch()}>
          {t('list.tryAgain')}
        </Button>
      </div>
    );
  } else if (providers.length === 0) {
    body = (
      <div className="grid justify-items-center gap-4 rounded-xl border border-dashed border-border bg-background px-6 py-12 text-center">
        <p className="text-muted-foreground">{emptyResultText(params, t, words, props.family)}</p>
        {activeFilters(params, t, words, props.family).some((chip) => !isFamilyChip(chip)) && (
          <ClearFiltersButton onClear={props.onClear} />
        )}
      </div>
    );
  } else {
    body = (
      <>
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {providers.map((provider) => {
            const itemId = itemIdByProvider.get(provider.id);
            const pending =
              (add.isPending && add.variables === provider.id) ||
              (remove.isPending && remove.variables === itemId);
            return (
              <li
                key={provider.id}
                className="min-w-0 [contain-intrinsic-size:auto_200px] [content-visibility:auto]"
              >
                <ProviderCard
                  provider={provider}
                  familyInsurance={props.familyInsurance ?? null}
                  chosenServices={params.service ?? NO_SERVICES}
                  reachMiles={props.family.reachMiles}
                  onElement={onElement}
                  inBasket={itemId !== undefined}
                  pending={pending}
                  onToggle={toggle}
                  requested={requestedLabels.get(provider.id) ?? null}
                  requestOpening={requestOpenings.get(provider.id) ?? null}
                  requestedTime={requestedTimes.get(provider.id) ?? null}
                />
              </li>
            );
          })}
        </ul>
        {query.hasNextPage && (
          <div className="mt-6 flex justify-center">
            <Button
              variant="outline"
              size="touch"
              className="min-w-40"
              aria-disabled={query.isFetchingNextPage || undefined}
              onClick={() => {
                if (query.isFetchingNextPage) return;
                focusAt.current = providers.length;
                void query.fetchNextPage().then((result) => {
                  if (result.isError) focusAt.current = null;
                });
              }}
            >
              {query.isFetchingNextPage && <Loader2 className="animate-spin" aria-hidden="true" />}
              {query.isFetchingNextPage ? t('list.loadingMore') : t('list.showMore')}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="provider-list-heading" className="grid gap-3 sm:gap-4">
      {/* Below 1024 px the order sits in the filter bar, so nothing here takes a line: the
          heading stays for screen readers. */}
      <div className="flex flex-wrap items-end justify-between gap-3 max-lg:contents">
        <h2 id="provider-list-heading" className="sr-only text-lg font-semibold lg:not-sr-only">
          {t('list.heading')}
        </h2>
        {large && (
          <SortSelect
            value={params.sort}
            canSortByDistance={props.canSortByDistance}
            onChange={props.onSortChange}
          />
        )}
      </div>
      {/* A phone keeps the first result on the first screen: the chips say as much there. */}
      <p className="sr-only text-sm text-muted-foreground sm:not-sr-only sm:-mt-2">
        {sortExplanation(params.sort, props.canSortByDistance, props.family, t, words)}
      </p>
      {body}
    </section>
  );
});
