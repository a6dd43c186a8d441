import { Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import type { Within } from '@shared/rules/family-reach';
import { MAX_AGE_YEARS, SPOKEN_LANGUAGES } from '@shared/rules/practice-facts';
import type { ProviderListParams } from '../api/get-providers';
import type { FamilyNarrowing } from '../active-filters';
import { insuranceChoice, insurancePatch } from '../insurance-choice';
import { useOptionWords } from '../use-option-words';
import type { SearchPatch } from '../use-provider-search';
import { ChoiceSelect, DistanceSelect, FlagCheckbox } from './filter-controls';

// Several services (from the profile) show as one choice; each is a chip to remove.
const SEVERAL = '__several__';
/** How several services combine: a provider offering all of them, or any one. */
const SERVICE_MATCHES = ['all', 'any'] as const;
/** The child's age in years, as the age filter offers it. */
const CHILD_AGES = Array.from({ length: MAX_AGE_YEARS + 1 }, (_, age) => String(age));

export interface FilterPanelProps {
  params: ProviderListParams;
  update: (patch: SearchPatch) => void;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  services: readonly string[];
  insurances: readonly string[];
  /**
   * The family's insurance and distance as the search applies them: the panel shows them as the
   * chips do. The 'matching only' checkbox exists only with an insurance.
   */
  family: FamilyNarrowing;
  /** With a home (the profile's ZIP code) the family chooses how far it travels. */
  canChooseDistance: boolean;
  onDistanceChange: (within: Within) => void;
}

/**
 * The filter controls (docs/product.md#filters): search, distance from home, service, insurance,
 * new patients, the child's age, a language, telehealth, accessibility, matching only.
 */
export function FilterPanel(props: FilterPanelProps) {
  const { params, update, services, insurances, family } = props;
  const id = useId();
  const { t } = useTranslation('search');
  const words = useOptionWords();
  const chosen = params.service ?? [];
  const insurance = insuranceChoice(params, family, t, words);

  return (
    <div className="grid grid-cols-1 gap-5">
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
          value={family.reachMiles}
          onChange={props.onDistanceChange}
        />
      )}

      <ChoiceSelect
        id={`${id}-service`}
        label={t('filters.service')}
        allLabel={t('filters.allServices')}
        value={chosen.length > 1 ? SEVERAL : chosen[0]}
        extra={
          chosen.length > 1
            ? { value: SEVERAL, label: t('filters.severalServices', { count: chosen.length }) }
            : undefined
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
                className="size-6 accent-primary"
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
        value={insurance.value}
        extra={insurance.yours}
        options={insurances}
        nameOf={words.insurance}
        onChange={(choice) => update(insurancePatch(choice, family))}
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

      {family.insurance && (
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
