import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderFacets } from '@shared/api/providers';
import { Badge } from '@client/components/ui/badge';
import { Label } from '@client/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@client/components/ui/select';
import { ALL } from './filter-controls';

/**
 * Shown when providers exist; 'All States' and each state with its provider count, and the
 * 'Showing N providers in STATE' badge once one is chosen.
 */
export function StateFilter(props: {
  states: ProviderFacets['states'];
  value: string | undefined;
  onChange: (state: string | undefined) => void;
  total: number | undefined;
}) {
  const id = useId();
  const { t } = useTranslation('search');
  const { states, value } = props;
  if (states.length === 0) return null;
  const optionText = (state: string, count = states.find((s) => s.state === state)?.count) =>
    count === undefined ? state : `${state} (${count})`;

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Label id={`${id}-label`} htmlFor={id} className="sr-only">
        {t('state.label')}
      </Label>
      <Select
        value={value ?? ALL}
        onValueChange={(next) => props.onChange(next === ALL ? undefined : next)}
      >
        {/* At least as wide as before, wider for a longer 'All States' than fits (Spanish). */}
        <SelectTrigger
          id={id}
          aria-labelledby={`${id}-label`}
          width="set"
          className="min-w-36 sm:min-w-44"
        >
          <SelectValue>{value ? optionText(value) : t('state.all')}</SelectValue>
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{t('state.all')}</SelectItem>
          {states.map(({ state, count }) => (
            <SelectItem key={state} value={state}>
              {optionText(state, count)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {value && props.total !== undefined && (
        <Badge variant="secondary" size="lg">
          {t('state.showing', { count: props.total, state: value })}
        </Badge>
      )}
    </div>
  );
}
