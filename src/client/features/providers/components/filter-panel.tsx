import { Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@client/components/ui/checkbox';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@client/components/ui/select';
import { TRAVEL_MILES, type Within } from '@shared/rules/family-reach';
import { MAX_CHILD_AGE, SPOKEN_LANGUAGES } from '@shared/rules/practice-facts';
import type { ProviderListParams } from '../api/get-providers';
import { useOptionWords } from '../use-option-words';
import type { SearchPatch } from '../use-provider-search';

// Radix Select has no empty value, so 'all' is this sentinel.
export const ALL = '__all__';
// Several services (from the profile) show as one choice; each is a chip to remove.
const SEVERAL = '__several__';
/** How several services combine: a provider offering all of them, or any one. */
const SERVICE_MATCHES = ['all', 'any'] as const;
/** The child's age in years, as the age filter offers it. */
const CHILD_AGES = Array.from({ length: MAX_CHILD_AGE + 1 }, (_, age) => String(age));

export interface FilterPanelProps {
  params: ProviderListParams;
  update: (patch: SearchPatch) => void;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  services: readonly string[];
  insurances: readonly string[];
  /** The profile's insurance; the 'matching only' checkbox exists only with one. */
  familyInsurance: string | null;
  /** With a home (the profile's ZIP code) the family chooses how far it travels. */
  canChooseDistance: boolean;
  /** The miles the search keeps to; null: any distance. */
  reachMiles: number | null;
  onDistanceChange: (within: Within) => void;
}

/**
 * The filter controls (docs/product.md#filters): search, distance from home, service, insurance,
 * new patients, the child's age, a language, telehealth, accessibility, matching only.
 */
export function FilterPanel(props: FilterPanelProps) {
  const { params, update, services, insurances, familyInsurance } = props;
  const id = useId();
  const { t } = useTranslation('search');
  const words = useOptionWords();
  const chosen = params.service ?? [];

  return (
    <div className="grid gap-5">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-search`}>{t('filters.search')}</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={`${id}-search`}
            type="search"
            placeholder={t('filters.searchPlaceholder')}
            autoComplete="off"
            maxLength={100}
            className="pl-9"
            // Marks the box whose text, typed before the scripts took the page over, is kept.
            data-search-box=""
            value={props.searchText}
            onChange={(event) => props.onSearchTextChange(event.target.value)}
          />
        </div>
      </div>

      {props.canChooseDistance && (
        <DistanceSelect
          id={`${id}-distance`}
          value={props.reachMiles}
          onChange={props.onDistanceChange}
        />
      )}

      <ChoiceSelect
        id={`${id}-service`}
        label={t('filters.service')}
        allLabel={t('filters.allServices')}
        value={chosen.length > 1 ? SEVERAL : chosen[0]}
        several={
          chosen.length > 1 ? t('filters.severalServices', { count: chosen.length }) : undefined
        }
        options={services}
        nameOf={words.service}
        onChange={(service) => {
          if (service !== SEVERAL) update({ service: service ? [service] : [], anyService: '' });
        }}
      />
      {chosen.length > 1 && (
        // Several services: a child usually needs all of them from one place.
        <fieldset className="grid gap-1">
          <legend className="mb-1 text-sm font-medium">{t('filters.serviceMatch')}</legend>
          {SERVICE_MATCHES.map((match) => (
            <label key={match} className="flex min-h-11 items-center gap-3 text-sm">
              <input
                type="radio"
                name={`${id}-service-match`}
                className="size-5 accent-primary"
                checked={(params.anyService === true) === (match === 'any')}
                onChange={() => update({ anyService: match === 'any' ? 'true' : '' })}
              />
              {match === 'all' ? t('filters.matchAll') : t('filters.matchAny')}
            </label>
          ))}
        </fieldset>
      )}
      <ChoiceSelect
        id={`${id}-insurance`}
        label={t('filters.insurance')}
        allLabel={t('filters.allInsurance')}
        value={params.insurance}
        options={insurances}
        nameOf={words.insurance}
        onChange={(insurance) => update({ insurance })}
      />

      <FlagCheckbox
        id={`${id}-new-patients`}
        label={t('filters.newPatients')}
        checked={params.newPatients === true}
        onChange={(on) => update({ newPatients: on ? 'true' : '' })}
      />

      <ChoiceSelect
        id={`${id}-age`}
        label={t('filters.age')}
        allLabel={t('filters.anyAge')}
        value={params.age === undefined ? undefined : String(params.age)}
        options={CHILD_AGES}
        nameOf={(age) =>
          age === '0' ? t('filters.ageUnderOne') : t('filters.ageYears', { count: Number(age) })
        }
        onChange={(age) => update({ age })}
      />
      <ChoiceSelect
        id={`${id}-language`}
        label={t('filters.language')}
        allLabel={t('filters.anyLanguage')}
        value={params.language}
        options={SPOKEN_LANGUAGES}
        nameOf={words.language}
        onChange={(language) => update({ language })}
      />
      <FlagCheckbox
        id={`${id}-telehealth`}
        label={t('filters.telehealth')}
        checked={params.telehealth === true}
        onChange={(on) => update({ telehealth: on ? 'true' : '' })}
      />
      <FlagCheckbox
        id={`${id}-accessible`}
        label={t('filters.accessible')}
        checked={params.accessible === true}
        onChange={(on) => update({ accessible: on ? 'true' : '' })}
      />

      {familyInsurance && (
        <FlagCheckbox
          id={`${id}-matching`}
          label={t('filters.matchingOnly')}
          checked={params.matchingOnly === true}
          onChange={(on) => update({ matchingOnly: on ? 'true' : '' })}
        />
      )}
    </div>
  );
}

/** A filter that is on or off: ticked puts it in the search, unticked takes it out. */
function FlagCheckbox(props: {
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
      <Label htmlFor={props.id} className="leading-snug">
        {props.label}
      </Label>
    </div>
  );
}

const ANY_DISTANCE = 'any';

/** 'Distance from home': 10, 25, 50 or 100 miles, or any distance. */
function DistanceSelect(props: {
  id: string;
  value: number | null;
  onChange: (within: Within) => void;
}) {
  const { t } = useTranslation('search');
  const { id } = props;
  const label = (miles: number | null) =>
    miles === null ? t('filters.anyDistance') : t('filters.withinMiles', { miles });
  return (
    <div className="grid gap-2">
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

function ChoiceSelect(props: {
  id: string;
  label: string;
  allLabel: string;
  value: string | undefined;
  /** The label of the SEVERAL value, when several are chosen. */
  several?: string | undefined;
  options: readonly string[];
  /** How an option reads: our options in the language on screen, others as they came. */
  nameOf: (value: string) => string;
  onChange: (value: string | undefined) => void;
}) {
  const { id, value, options } = props;
  // A value from the URL that the list no longer offers stays choosable, so it can be seen.
  const choices =
    value && value !== SEVERAL && !options.includes(value) ? [value, ...options] : options;
  return (
    <div className="grid gap-2">
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
              : value === SEVERAL
                ? props.several
                : props.nameOf(value)}
          </SelectValue>
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{props.allLabel}</SelectItem>
          {props.several && <SelectItem value={SEVERAL}>{props.several}</SelectItem>}
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
