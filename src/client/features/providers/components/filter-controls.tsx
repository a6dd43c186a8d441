import { useTranslation } from 'react-i18next';
import { Checkbox } from '@client/components/ui/checkbox';
import { Label } from '@client/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@client/components/ui/select';
import { TRAVEL_MILES, type Within } from '@shared/rules/family-reach';

// The filter panel's controls: a choice from a list, a distance, a flag.

// Radix Select has no empty value, so 'all' is this sentinel.
export const ALL = '__all__';

/** A filter that is on or off: ticked puts it in the search, unticked takes it out. */
export function FlagCheckbox(props: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <div className="flex min-h-11 items-center gap-3">
      <Checkbox
        id={props.id}
        checked={props.checked}
        onCheckedChange={(checked) => props.onChange(checked === true)}
      />
      <Label htmlFor={props.id} wrap>
        {props.label}
      </Label>
    </div>
  );
}

const ANY_DISTANCE = 'any';

/** 'Distance from home': 10, 25, 50 or 100 miles, or any distance. */
export function DistanceSelect(props: {
  id: string;
  value: number | null;
  onChange: (within: Within) => void;
}) {
  const { t } = useTranslation('search');
  const { id } = props;
  const label = (miles: number | null) =>
    miles === null ? t('filters.anyDistance') : t('filters.withinMiles', { miles });
  return (
    <div className="grid grid-cols-1 gap-2">
      <Label id={`${id}-label`} htmlFor={id}>
        {t('filters.distance')}
      </Label>
      <Select
        value={props.value === null ? ANY_DISTANCE : String(props.value)}
        onValueChange={(next) =>
          props.onChange(next === ANY_DISTANCE ? 'any' : (Number(next) as Within))
        }
      >
        <SelectTrigger id={id} aria-labelledby={`${id}-label`}>
          <SelectValue>{label(props.value)}</SelectValue>
        </SelectTrigger>
        <SelectContent>
          {TRAVEL_MILES.map((miles) => (
            <SelectItem key={miles} value={String(miles)}>
              {label(miles)}
            </SelectItem>
          ))}
          <SelectItem value={ANY_DISTANCE}>{label(null)}</SelectItem>
        </SelectContent>
      </Select>
    </div>
  );
}

/** A choice from a list, with 'all' first; the sentinel `ALL` stands for 'all'. */
export function ChoiceSelect(props: {
  id: string;
  label: string;
  allLabel: string;
  value: string | undefined;
  /** A choice of ours besides 'all' and the options: several services, the family's insurance. */
  extra?: { value: string; label: string } | undefined;
  options: readonly string[];
  /** How an option reads: our options in the language on screen, others as they came. */
  nameOf: (value: string) => string;
  onChange: (value: string | undefined) => void;
}) {
  const { id, value, options, extra } = props;
  // A value from the URL that the list no longer offers stays choosable, so it can be seen.
  const choices =
    value && value !== extra?.value && !options.includes(value) ? [value, ...options] : options;
  return (
    <div className="grid grid-cols-1 gap-2">
      <Label id={`${id}-label`} htmlFor={id}>
        {props.label}
      </Label>
      <Select
        value={value ?? ALL}
        onValueChange={(next) => props.onChange(next === ALL ? undefined : next)}
      >
        <SelectTrigger id={id} aria-labelledby={`${id}-label`}>
          <SelectValue>
            {value === undefined
              ? props.allLabel
              : value === extra?.value
                ? extra.label
                : props.nameOf(value)}
          </SelectValue>
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{props.allLabel}</SelectItem>
          {extra && <SelectItem value={extra.value}>{extra.label}</SelectItem>}
          {choices.map((choice) => (
            <SelectItem key={choice} value={choice}>
              {props.nameOf(choice)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
