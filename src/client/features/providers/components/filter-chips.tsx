import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/button';
import type { FilterChip } from '../active-filters';
import type { SearchPatch } from '../use-provider-search';

/**
 * The active filters as chips, each with its own remove button, and 'Clear filters' for all of
 * them. `showClear` is false while the empty result offers 'Clear filters' itself, so the page
 * never shows two. On a phone they keep to one row that scrolls sideways, so the results still
 * start on the first screen however many filters the profile brings.
 */
export function FilterChips(props: {
  chips: readonly FilterChip[];
  update: (patch: SearchPatch) => void;
  onClear: () => void;
  showClear: boolean;
  /** After 'Clear filters': say that the family's distance and insurance stay. */
  familyKept?: boolean;
}) {
  const { chips, update } = props;
  const { t } = useTranslation('search');
  if (chips.length === 0) return null;
  return (
    <div className="grid gap-1">
      <ChipRow {...props} chips={chips} update={update} />
      {props.familyKept && (
        <p role="status" className="text-sm text-muted-foreground">
          {t('chips.familyKept')}
        </p>
      )}
    </div>
  );
}

function ChipRow(props: {
  chips: readonly FilterChip[];
  update: (patch: SearchPatch) => void;
  onClear: () => void;
  showClear: boolean;
}) {
  const { chips, update } = props;
  const { t } = useTranslation('search');
  return (
    <div className="flex items-center gap-2 overflow-x-auto sm:flex-wrap sm:overflow-visible">
      <ul aria-label={t('chips.label')} className="flex shrink-0 items-center gap-2 sm:flex-wrap">
        {chips.map((chip) => (
          <li
            key={chip.key}
            className="inline-flex min-h-9 shrink-0 items-center gap-1 whitespace-nowrap rounded-full border border-border bg-secondary py-0.5 pr-0.5 pl-3 text-sm font-medium text-secondary-foreground"
          >
            {chip.label}
            <Button
              variant="ghost"
              size="custom"
              round
              className="size-8 gap-2"
              aria-label={t('chips.remove', { label: chip.label })}
              onClick={() => update(chip.remove)}
            >
              <X aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      {props.showClear && <ClearFiltersButton onClear={props.onClear} />}
    </div>
  );
}

export function ClearFiltersButton({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation('search');
  return (
    <Button variant="outline" size="touch" className="shrink-0" onClick={onClear}>
      {t('chips.clear')}
    </Button>
  );
}
