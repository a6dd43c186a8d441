import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { KnownFacts } from '@shared/api/providers';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@client/components/ui/sheet';
import { useLargeScreen } from '../use-large-screen';
import { FilterPanel, type FilterPanelProps } from './filter-panel';
import { FoundCount, Legend } from './filter-summary';

type FilterAreaProps = FilterPanelProps & {
  total: number | undefined;
  /** Of those, how many are confirmed for the telehealth and language filters. */
  known: KnownFacts | undefined;
  /** The filters in force, as many as the chips above the results: the filters button's badge. */
  activeCount: number;
  /** Below 1024 px, the list's order, shown in the bar in place of the legend's toggle. */
  compactSort?: ReactNode;
};

/**
 * A side panel from 1024 px up; below, a bar (the filters' button, the count, and the legend's
 * toggle, or on the list the order) and a bottom sheet 'Filter Providers (N)' holding the
 * controls, so the map or the first result keeps the screen.
 */
export function FilterArea(props: FilterAreaProps) {
  return useLargeScreen() ? <SidePanel {...props} /> : <CompactFilters {...props} />;
}

function SidePanel(props: FilterAreaProps) {
  const id = useId();
  const { t } = useTranslation('search');
  return (
    <aside
      aria-labelledby={`${id}-heading`}
      className="self-start rounded-xl border border-border bg-background p-5 shadow-sm"
    >
      <h2 id={`${id}-heading`} className="mb-4 text-lg font-semibold">
        {t('filters.heading')}
      </h2>
      <FilterPanel {...props} />
      <div className="mt-6 grid gap-4 border-t border-border pt-4">
        <FoundCount total={props.total} known={props.known} />
        <Legend />
      </div>
    </aside>
  );
}

function CompactFilters(props: FilterAreaProps) {
  const id = useId();
  const { t } = useTranslation('search');
  const [expanded, setExpanded] = useState(false);
  const active = props.activeCount;

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-xl border border-border bg-background p-2 shadow-sm"
    >
      <h2 id={`${id}-heading`} className="sr-only">
        {t('filters.heading')}
      </h2>
      {/* The count comes last and keeps its longest word whole (Spanish 'proveedores
          encontrados'): where the bar is too narrow for it, it takes a line of its own below. */}
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Sheet>
          <SheetTrigger asChild>
            <Button
              variant="outline"
              size="custom"
              className="h-11 shrink-0 gap-2 px-3 py-2 text-sm"
            >
              <SlidersHorizontal aria-hidden="true" />
              {t('filters.button')}
              {/* Named as it reads ('Filters 3'), then 'active' for screen readers. */}
              {active > 0 && (
                <>
                  {' '}
                  <Badge size="tight">{active}</Badge>{' '}
                  <span className="sr-only">{t('filters.activeWord', { count: active })}</span>
                </>
              )}
            </Button>
          </SheetTrigger>
          <SheetContent
            side="bottom"
            // Focus the sheet, not the search box: on a phone that would open the keyboard over
            // the choices before the family has seen them.
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              (event.currentTarget as HTMLElement).focus();
            }}
          >
            <SheetHeader>
              <SheetTitle>{t('filters.sheetTitle', { total: props.total ?? '…' })}</SheetTitle>
              <SheetDescription className="sr-only">
                {t('filters.sheetDescription')}
              </SheetDescription>
            </SheetHeader>
            <div className="overflow-y-auto px-5 pb-2">
              <FilterPanel {...props} />
              {props.compactSort && (
                // The list's bar holds the order instead of the legend's toggle.
                <div className="mt-6 border-t border-border pt-4">
                  <Legend />
                </div>
              )}
            </div>
            <SheetFooter>
              <SheetClose asChild>
                <Button size="touch">{t('filters.done')}</Button>
              </SheetClose>
            </SheetFooter>
          </SheetContent>
        </Sheet>
        <FoundCount
          total={props.total}
          known={props.known}
          className="order-last flex-1 leading-tight"
        />
        {props.compactSort ?? (
          <Button
            variant="ghost"
            size="custom"
            className="h-11 shrink-0 gap-2 px-3 py-2 text-sm"
            aria-expanded={expanded}
            aria-controls={`${id}-details`}
            onClick={() => setExpanded((open) => !open)}
          >
            {t('filters.legendButton')}
            <ChevronDown aria-hidden="true" className={expanded ? 'rotate-180' : undefined} />
          </Button>
        )}
      </div>
      {!props.compactSort && (
        <div
          id={`${id}-details`}
          hidden={!expanded}
          className="mt-3 grid gap-3 border-t border-border pt-3"
        >
          <Legend />
        </div>
      )}
    </section>
  );
}
