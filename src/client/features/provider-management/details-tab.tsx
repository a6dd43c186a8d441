import { useId, useState } from 'react';
import {
  MAX_WAIT_DAYS,
  updateDetailsSchema,
  type ManagedProvider,
  type UpdateDetailsInput,
} from '@shared/api/provider-management';
import { INSURANCE_OPTIONS, SERVICE_OPTIONS } from '@shared/rules/care-options';
import { verifiedAgo } from '@shared/rules/details-verified';
import { i18n } from '@client/i18n/i18n';
import { Button } from '@client/components/ui/button';
import { FormMessage } from '@client/components/ui/form-message';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { useUpdateProviderDetails } from './api/update-provider-details';
import { OptionChecklist } from './option-checklist';

const NEW_PATIENTS = [
  { value: 'yes', label: 'Yes', accepting: true },
  { value: 'no', label: 'No', accepting: false },
  { value: 'unknown', label: 'Not known', accepting: null },
] as const;

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
  const waitId = useId();
  const waitError = useId();
  const [insurance, setInsurance] = useState<string[]>(provider.acceptedInsurance);
  const [services, setServices] = useState<string[]>(provider.servicesOffered);
  const [wait, setWait] = useState(provider.averageWaitTime?.toString() ?? '');
  const [newPatients, setNewPatients] = useState(
    NEW_PATIENTS.find((o) => o.accepting === provider.acceptingNewPatients)!.value,
  );
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateProviderDetails(onSaved);

  function submit() {
    const input: Record<keyof UpdateDetailsInput, unknown> = {
      acceptedInsurance: insurance,
      servicesOffered: services,
      averageWaitTime: wait.trim() === '' ? null : Number(wait),
      acceptingNewPatients: NEW_PATIENTS.find((o) => o.value === newPatients)!.accepting,
    };
    const parsed = updateDetailsSchema.safeParse(input);
    if (!parsed.success) {
      setError(`Average wait ${parsed.error.issues[0]!.message}`);
      return;
    }
    setError(null);
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
          ? `Last verified ${verifiedAgo(provider.detailsVerifiedAt, i18n.t)} (${new Date(provider.detailsVerifiedAt).toLocaleDateString()})${provider.detailsVerifiedBy ? ` by ${provider.detailsVerifiedBy}` : ''}.`
          : 'Not verified yet. Saving records today’s date and your name.'}
      </p>
      <OptionChecklist
        legend="Accepted insurance"
        options={INSURANCE_OPTIONS}
        selected={insurance}
        onChange={setInsurance}
      />
      <OptionChecklist
        legend="Services offered"
        options={SERVICE_OPTIONS}
        selected={services}
        onChange={setServices}
      />
      <div className="grid gap-2 sm:max-w-xs">
        <Label htmlFor={waitId}>Average wait (days)</Label>
        <Input
          id={waitId}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_WAIT_DAYS}
          step={1}
          placeholder="Not known"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? waitError : undefined}
          value={wait}
          onChange={(event) => setWait(event.target.value)}
        />
        <FormMessage id={waitError}>{error}</FormMessage>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Accepting new patients</legend>
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
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" className="justify-self-start" disabled={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save verified details'}
      </Button>
    </form>
  );
}
