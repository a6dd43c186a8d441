import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '@client/components/ui/form-message';

const YES_NO = ['yes', 'no'] as const;

/** A yes-or-no question as two radio buttons, with its error under them. */
export function YesNo(props: {
  legend: string;
  error: string | undefined;
  errorId: string;
  register: UseFormRegisterReturn;
}) {
  const { legend, error, errorId, register } = props;
  const { t } = useTranslation('clinic');
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex gap-6">
        {YES_NO.map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              value={value}
              className="size-6 accent-primary"
              aria-invalid={error ? true : undefined}
              {...register}
            />
            {value === 'yes' ? t('reply.insurance.yes') : t('reply.insurance.no')}
          </label>
        ))}
      </div>
      <FormMessage id={errorId}>{error}</FormMessage>
    </fieldset>
  );
}
