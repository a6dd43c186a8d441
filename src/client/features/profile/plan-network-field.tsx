import { useEffect, useId } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProfileFormInput } from '@shared/api/profile';
import { FormMessage } from '@client/components/ui/form-message';
import { Label } from '@client/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@client/components/ui/select';
import { useInsuranceNetworks } from './api/get-insurance-networks';

/** Radix items need a value: this one stands for 'no network named'. */
const NOT_SURE = 'not-sure';

/**
 * 'Which plan?': under the insurance type, the networks its payer directories list, so matching
 * can use the family's own network. Shown only when the chosen insurance has any.
 */
export function PlanNetworkField({ control }: { control: Control<ProfileFormInput> }) {
  const { t } = useTranslation('profile');
  const insuranceType = useWatch({ control, name: 'insuranceType' });
  const id = useId();
  const networks = useInsuranceNetworks();
  const {
    field: { value, onChange, onBlur, ref },
    fieldState: { error },
  } = useController({ control, name: 'insuranceNetworkId' });
  const offered = (networks.data ?? []).filter((n) => n.insuranceType === insuranceType);
  const chosen = offered.find((network) => network.id === value);
  // A network not offered for this insurance (another insurance chosen, or its directory removed)
  // is let go of rather than kept unseen, to be refused on save.
  const stale = networks.isSuccess && Boolean(value) && !chosen;
  useEffect(() => {
    if (stale) onChange(null);
  }, [stale, onChange]);

  if (offered.length === 0) return null;
  const ids = { label: `${id}-label`, hint: `${id}-hint`, error: `${id}-error` };
  return (
    <div className="grid gap-2">
      <Label id={ids.label} htmlFor={id}>
        {t('form.plan')}
      </Label>
      <Select
        value={chosen?.id ?? NOT_SURE}
        onValueChange={(next) => onChange(next === NOT_SURE ? null : next)}
      >
        <SelectTrigger
          id={id}
          ref={ref}
          onBlur={onBlur}
          aria-labelledby={ids.label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
        >
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={NOT_SURE}>{t('form.planNotSure')}</SelectItem>
          {offered.map((network) => (
            <SelectItem key={network.id} value={network.id}>
              {network.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <p id={ids.hint} className="text-sm text-muted-foreground">
        {chosen && chosen.plans.length > 0
          ? t('form.planPlans', { count: chosen.plans.length, plans: chosen.plans.join(', ') })
          : t('form.planHint')}
      </p>
      <FormMessage id={ids.error}>{error?.message}</FormMessage>
    </div>
  );
}
