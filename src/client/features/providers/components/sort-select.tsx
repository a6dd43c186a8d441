import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '@client/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@client/components/ui/select';
import type { ProviderSort } from '../api/get-providers';

/** Soonest (the default), distance (only with a ZIP code in the profile), or name. */
export function SortSelect(props: {
  value: ProviderSort;
  canSortByDistance: boolean;
  onChange: (sort: ProviderSort) => void;
  /** In a phone's filter bar: the label for screen readers only, the box as wide as its word. */
  compact?: boolean;
}) {
  const id = useId();
  const { t } = useTranslation('search');
  return (
    <div className="flex items-center gap-2">
      <Label
        id={`${id}-label`}
        htmlFor={id}
        className={props.compact ? 'sr-only' : 'whitespace-nowrap'}
      >
        {t('sort.label')}
      </Label>
      <Select value={props.value} onValueChange={(value) => props.onChange(value as ProviderSort)}>
        <SelectTrigger
          id={id}
          aria-labelledby={`${id}-label`}
          width="set"
          className={props.compact ? 'shrink-0' : 'w-44'}
        >
          {/* Named here rather than copied from the open list, so the server's page shows it. */}
          <SelectValue>{t(`sort.${props.value}`)}</SelectValue>
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="soonest">{t('sort.soonest')}</SelectItem>
          {props.canSortByDistance && (
            <SelectItem value="distance">{t('sort.distance')}</SelectItem>
          )}
          <SelectItem value="name">{t('sort.name')}</SelectItem>
        </SelectContent>
      </Select>
    </div>
  );
}
