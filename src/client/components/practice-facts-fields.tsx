import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { practiceFactsSchema, type PracticeFactsInput } from '@shared/api/practice-facts';
import {
  MAX_AGE_YEARS,
  SPOKEN_LANGUAGES,
  languageName,
  type PracticeFacts,
} from '@shared/rules/practice-facts';
import { FormMessage } from '@client/components/ui/form-message';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { useLocale } from '@client/i18n/use-locale';
import { OptionChecklist } from './option-checklist';

/** The fields as typed: ages as text, telehealth as a choice of three. */
export interface FactsDraft {
  agesFrom: string;
  agesTo: string;
  languages: string[];
  telehealth: 'yes' | 'no' | 'unknown';
}

const TELEHEALTH_CHOICES = ['yes', 'no', 'unknown'] as const;
const AGE_FIELDS = ['agesFrom', 'agesTo'] as const;

export type FactsErrors = Partial<Record<'agesFrom' | 'agesTo' | 'languages', string>>;

export function draftOf(facts: PracticeFacts): FactsDraft {
  return {
    agesFrom: facts.agesFrom?.toString() ?? '',
    agesTo: facts.agesTo?.toString() ?? '',
    languages: [...(facts.languages ?? [])],
    telehealth: facts.telehealth === null ? 'unknown' : facts.telehealth ? 'yes' : 'no',
  };
}

/**
 * The draft as the API takes it, or the messages naming what to fix. An empty age and no ticked
 * language mean 'not known'.
 */
export function readFacts(
  draft: FactsDraft,
): { facts: PracticeFactsInput; errors: null } | { facts: null; errors: FactsErrors } {
  const age = (text: string) => (text.trim() === '' ? null : Number(text));
  const parsed = practiceFactsSchema.safeParse({
    agesFrom: age(draft.agesFrom),
    agesTo: age(draft.agesTo),
    languages: draft.languages.length ? draft.languages : null,
    telehealth: draft.telehealth === 'unknown' ? null : draft.telehealth === 'yes',
  });
  if (parsed.success) return { facts: parsed.data, errors: null };
  const errors: FactsErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof FactsErrors;
    errors[field] ??= issue.message;
  }
  return { facts: null, errors };
}

/**
 * Ages seen, languages spoken and telehealth, each 'not known' until someone says: the admin's
 * details and the clinic's 'Is this still right?' both edit them with these fields.
 */
export function PracticeFactsFields({
  draft,
  errors,
  onChange,
}: {
  draft: FactsDraft;
  errors: FactsErrors;
  onChange: (draft: FactsDraft) => void;
}) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const id = useId();
  const telehealthLabel = (value: FactsDraft['telehealth']) =>
    value === 'yes'
      ? t('facts.telehealthChoice.yes')
      : value === 'no'
        ? t('facts.telehealthChoice.no')
        : t('facts.telehealthChoice.unknown');
  const ageField = (field: (typeof AGE_FIELDS)[number]) => (
    <div key={field} className="grid gap-1">
      <Label htmlFor={`${id}-${field}`} weight="normal">
        {field === 'agesFrom' ? t('facts.agesFrom') : t('facts.agesTo')}
      </Label>
      <Input
        id={`${id}-${field}`}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_AGE_YEARS}
        step={1}
        width="set"
        className="w-28"
        placeholder={t('facts.notKnown')}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
        value={draft[field]}
        onChange={(event) => onChange({ ...draft, [field]: event.target.value })}
      />
      <FormMessage id={`${id}-${field}-error`}>{errors[field]}</FormMessage>
    </div>
  );
  return (
    <div className="grid gap-6">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t('facts.ages')}</legend>
        <div className="flex flex-wrap gap-4">{AGE_FIELDS.map(ageField)}</div>
      </fieldset>
      <OptionChecklist
        legend={t('facts.languagesLegend')}
        options={SPOKEN_LANGUAGES}
        label={(code) => languageName(code, locale)}
        selected={draft.languages}
        onChange={(languages) => onChange({ ...draft, languages })}
      />
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t('facts.telehealth')}</legend>
        <div className="flex flex-wrap gap-4">
          {TELEHEALTH_CHOICES.map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-telehealth`}
                value={value}
                checked={draft.telehealth === value}
                onChange={() => onChange({ ...draft, telehealth: value })}
                className="size-4 accent-primary"
              />
              {telehealthLabel(value)}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
