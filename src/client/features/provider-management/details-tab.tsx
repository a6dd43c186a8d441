import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_WAIT_DAYS,
  updateDetailsSchema,
  type ManagedProvider,
  type UpdateDetailsInput,
} from '@shared/api/provider-management';
import { INSURANCE_OPTIONS, SERVICE_OPTIONS } from '@shared/rules/care-options';
import { verifiedAgo } from '@shared/rules/details-verified';
import { Button } from '@client/components/ui/button';
import { FormMessage } from '@client/components/ui/form-message';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { useCareOptionWords } from '@client/i18n/use-care-option-words';
import { useLocale } from '@client/i18n/use-locale';
import { useUpdateProvider } from './api/update-provider';
import { OptionChecklist } from '@client/components/option-checklist';
import {
  draftOf,
  PracticeFactsFields,
  readFacts,
  type FactsErrors,
} from '@client/components/practice-facts-fields';
import { formatDay } from '@shared/rules/intl-formats';

const NEW_PATIENTS = [
  { value: 'yes', accepting: true },
  { value: 'no', accepting: false },
  { value: 'unknown', accepting: null },
] as const;

function newPatientsLabel(t: TFunction<'admin'>, value: (typeof NEW_PATIENTS)[number]['value']) {
  switch (value) {
    case 'yes':
      return t('verified.yes');
    case 'no':
      return t('verified.no');
    case 'unknown':
      return t('verified.notKnown');
  }
}

/**
 * What is wrong with the wait, in the order the shared schema checks it. The wait is the one
 * field a person can get wrong: the others are checkboxes and radio buttons.
 */
function waitError(t: TFunction<'admin'>, days: number): string {
  if (!Number.isFinite(days)) return t('verified.waitNotNumber');
  if (!Number.isInteger(days)) return t('verified.waitNotWhole');
  return t('verified.waitRange', { max: MAX_WAIT_DAYS });
}

/**
 * The 'Insurance & Services' tab (docs/product.md#verified-details): what an admin confirmed
 * with the provider, saved with the date and the admin. Unknown stays unknown (an empty wait,
 * 'Not known'), never a guess.
 */
export function DetailsTab({
  provider,
  onSaved,
}: {
  provider: ManagedProvider;
  onSaved: (provider: ManagedProvider) => void;
}) {
  const { t } = useTranslation('admin');
  const { t: searchT } = useTranslation('search');
  const locale = useLocale();
  const { insuranceName, serviceName } = useCareOptionWords();
  const waitId = useId();
  const waitErrorId = useId();
  const [insurance, setInsurance] = useState<string[]>(provider.acceptedInsurance);
  const [services, setServices] = useState<string[]>(provider.servicesOffered);
  const [wait, setWait] = useState(provider.averageWaitTime?.toString() ?? '');
  const [newPatients, setNewPatients] = useState(
    NEW_PATIENTS.find((o) => o.accepting === provider.acceptingNewPatients)!.value,
  );
  const [facts, setFacts] = useState(() => draftOf(provider));
  const [factsErrors, setFactsErrors] = useState<FactsErrors>({});
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateProvider('details', onSaved);

  function submit() {
    const days = wait.trim() === '' ? null : Number(wait);
    const read = readFacts(facts);
    setFactsErrors(read.errors ?? {});
    const input: Record<keyof UpdateDetailsInput, unknown> = {
      acceptedInsurance: insurance,
      servicesOffered: services,
      averageWaitTime: days,
      acceptingNewPatients: NEW_PATIENTS.find((o) => o.value === newPatients)!.accepting,
      ...(read.facts ?? { agesFrom: null, agesTo: null, languages: null, telehealth: null }),
    };
    const parsed = updateDetailsSchema.safeParse(input);
    const waitWrong = parsed.error?.issues.some((issue) => issue.path[0] === 'averageWaitTime');
    setError(waitWrong ? waitError(t, days ?? Number.NaN) : null);
    if (!parsed.success || read.errors) return;
    update.mutate({ id: provider.id, ...parsed.data });
  }

  return (
    <form
      // Our message (from the shared schema) rather than the browser's bubble for max=730.
      noValidate
      className="grid gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="rounded-md bg-muted px-3 py-2 text-sm">
        {provider.detailsVerifiedAt
          ? verifiedLine(t, searchT, locale, provider.detailsVerifiedAt, provider.detailsVerifiedBy)
          : t('verified.never')}
      </p>
      <OptionChecklist
        legend={t('verified.insurance')}
        options={INSURANCE_OPTIONS}
        label={insuranceName}
        selected={insurance}
        onChange={setInsurance}
      />
      <OptionChecklist
        legend={t('verified.services')}
        options={SERVICE_OPTIONS}
        label={serviceName}
        selected={services}
        onChange={setServices}
      />
      <div className="grid gap-2 sm:max-w-xs">
        <Label htmlFor={waitId}>{t('verified.wait')}</Label>
        <Input
          id={waitId}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_WAIT_DAYS}
          step={1}
          placeholder={t('verified.notKnown')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? waitErrorId : undefined}
          value={wait}
          onChange={(event) => setWait(event.target.value)}
        />
        <FormMessage id={waitErrorId}>{error}</FormMessage>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t('verified.newPatients')}</legend>
        <div className="flex flex-wrap gap-4">
          {NEW_PATIENTS.map((option) => (
            <label key={option.value} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name={`new-patients-${provider.id}`}
                value={option.value}
                checked={newPatients === option.value}
                onChange={() => setNewPatients(option.value)}
                className="size-4 accent-primary"
              />
              {newPatientsLabel(t, option.value)}
            </label>
          ))}
        </div>
      </fieldset>
      <PracticeFactsFields draft={facts} errors={factsErrors} onChange={setFacts} />
      <Button type="submit" className="justify-self-start" disabled={update.isPending}>
        {update.isPending ? t('verified.saving') : t('verified.save')}
      </Button>
    </form>
  );
}

/** 'Last verified 12 days ago (3/3/2027) by ana@example.org.' */
/** The same age as families read on the provider's card ('12 days ago'), then the date and who. */
function verifiedLine(
  t: TFunction<'admin'>,
  searchT: TFunction<'search'>,
  locale: string,
  at: string,
  by: string | null,
) {
  const values = { ago: verifiedAgo(at, searchT), date: formatDay(at, locale) };
  return by ? t('verified.lastBy', { ...values, by }) : t('verified.last', values);
}
