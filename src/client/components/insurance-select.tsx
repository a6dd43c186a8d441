import { useId, type Ref } from 'react';
import { INSURANCE_OPTIONS } from '@shared/rules/care-options';
import { FormMessage } from '@client/components/ui/form-message';
import { Label } from '@client/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@client/components/ui/select';
import { useCareOptionWords } from '@client/i18n/use-care-option-words';

/**
 * The profile's insurance types as a labelled select with its message under it: a family's
 * profile and an admin's payer directory ask the same question.
 */
export function InsuranceSelect({
  label,
  placeholder,
  value,
  onChange,
  onBlur,
  ref,
  error,
  triggerClassName,
}: {
  label: string;
  placeholder: string;
  value: string | null | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The trigger's: react-hook-form's, so a failed submit can focus the select. */
  ref: Ref<HTMLButtonElement>;
  error: string | undefined;
  triggerClassName?: string;
}) {
  const { insuranceName } = useCareOptionWords();
  const id = useId();
  const ids = { label: `${id}-label`, error: `${id}-error` };
  return (
    <div className="grid gap-2">
      <Label id={ids.label} htmlFor={id}>
        {label}
      </Label>
      <Select value={value ?? ''} onValueChange={onChange}>
        <SelectTrigger
          id={id}
          className={triggerClassName}
          ref={ref}
          onBlur={onBlur}
          aria-labelledby={ids.label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
        >
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {INSURANCE_OPTIONS.map((option) => (
            <SelectItem key={option} value={option}>
              {insuranceName(option)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <FormMessage id={ids.error}>{error}</FormMessage>
    </div>
  );
}
