import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/button';
import type { FilterChip } from '../active-filters';
import type { SearchPatch } from '../use-provider-search';

/**
 * The active filters as chips, each with its own remove button, and 'Clear filters' for all of
 * them. `showClear` is false while the empty result offers 'Clear filters' itself, so the page
 * never shows two.
 */
export function FilterChips(props: {
  chips: readonly FilterChip[];
  update: (patch: SearchPatch) => void;
  onClear: () => void;
  showClear: boolean;
}) {
  const { chips, update } = props;
  const { t } = useTranslation('search');
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul aria-label={t('chips.label')} className="flex flex-wrap items-center gap-2">
        {chips.map((chip) => (
          <li
            key={chip.key}
            className="inline-flex min-h-9 items-center gap-1 rounded-full border border-border bg-secondary py-0.5 pr-0.5 pl-3 text-sm font-medium text-secondary-foreground"
          >
            {chip.label}
            <Button
              variant="ghost"
              size="icon"
              className="size-8 rounded-full"
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
    <Button variant="outline" className="h-11" onClick={onClear}>
      {t('chips.clear')}
    </Button>
  );
}
