import type { TFunction } from 'i18next';
import { Info } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WaitSource } from '@shared/rules/wait-estimate';
import { cn } from '@client/lib/cn';

/** The words the UI puts after a wait, so a family knows where the number comes from. */
function waitSourceLabel(source: WaitSource, t: TFunction<'search'>): string {
  switch (source) {
    case 'reported':
      return t('waitSource.reported');
    case 'observed':
      return t('waitSource.observed');
    case 'listed':
      return t('waitSource.listed');
  }
}

/** What each source word means, for the explanation shown beside it. */
function waitSourceExplanation(source: WaitSource, t: TFunction<'search'>): string {
  switch (source) {
    case 'reported':
      return t('waitSource.reportedMeans');
    case 'observed':
      return t('waitSource.observedMeans');
    case 'listed':
      return t('waitSource.listedMeans');
  }
}

/**
 * The source word after a wait ('listed', 'observed', 'reported by provider'), with how many
 * families a measured wait rests on ('observed, 4 families'), and a small info button that shows
 * what it means (docs/product.md#wait-times). A plain toggle rather than a hover tooltip, so a tap
 * or Enter opens it; the button is also described by the text, so a screen reader says it on
 * focus.
 */
export function WaitSourceInfo({
  source,
  families = null,
  className,
  parenthesised = false,
  label: ownLabel,
}: {
  source: WaitSource;
  /** How many families a reported or observed wait rests on. */
  families?: number | null;
  /** Other words for the same source, as the top appointment options put it ('listed wait'). */
  label?: string;
  className?: string;
  /** The map popup writes the word in brackets: '(listed)'. */
  parenthesised?: boolean;
}) {
  const { t } = useTranslation('search');
  const [open, setOpen] = useState(false);
  const id = useId();
  const sourceWords = ownLabel ?? waitSourceLabel(source, t);
  const label = families
    ? t('waitSource.withFamilies', { source: sourceWords, count: families })
    : sourceWords;
  return (
    <>
      <span className={cn('inline-flex items-center gap-0.5', className)}>
        {parenthesised ? `(${label})` : label}
        <button
          type="button"
          className="-my-1 inline-flex size-7 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          aria-label={t('waitSource.whatItMeans', { label })}
          aria-expanded={open}
          aria-controls={id}
          aria-describedby={id}
          onClick={() => setOpen((value) => !value)}
        >
          <Info aria-hidden="true" className="size-4" />
        </button>
      </span>
      <span
        id={id}
        hidden={!open}
        className={
          open
            ? 'block basis-full rounded-md bg-muted px-2 py-1.5 text-xs text-foreground'
            : 'hidden'
        }
      >
        {waitSourceExplanation(source, t)}
      </span>
    </>
  );
}
