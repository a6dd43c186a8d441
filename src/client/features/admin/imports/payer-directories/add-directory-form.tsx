import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Plus } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast, toastFailure } from '@client/lib/toast';
import type { z } from 'zod';
import {
  createPayerDirectorySchema,
  type CreatePayerDirectoryInput,
} from '@shared/api/payer-directories';
import { InsuranceSelect } from '@client/components/insurance-select';
import { Button } from '@client/components/ui/button';
import { FormMessage } from '@client/components/ui/form-message';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { ApiError, apiErrorMessage } from '@client/lib/api-client';
import { useAddPayerDirectory } from './api/add-payer-directory';

type Output = z.output<typeof createPayerDirectorySchema>;

/** The form's fields in screen order: the first invalid one gets the focus. */
const FIELDS = ['name', 'baseUrl', 'insuranceType'] as const;
const isField = (name: string | undefined): name is (typeof FIELDS)[number] =>
  FIELDS.some((field) => field === name);

const EMPTY = { name: '', baseUrl: '', insuranceType: undefined };

/**
 * 'Add a directory', judged by the same schema as the API. A refusal naming a field (a bad
 * address, or one kept already) is shown on that field; anything else is a toast.
 */
export function AddDirectoryForm() {
  const { t } = useTranslation('admin');
  const id = useId();
  const ids = {
    name: `${id}-name`,
    nameError: `${id}-name-error`,
    baseUrl: `${id}-base-url`,
    baseUrlHint: `${id}-base-url-hint`,
    baseUrlError: `${id}-base-url-error`,
  };
  const {
    control,
    register,
    reset,
    setError,
    setFocus,
    handleSubmit,
    formState: { errors },
  } = useForm<CreatePayerDirectoryInput, unknown, Output>({
    resolver: zodResolver(createPayerDirectorySchema),
    defaultValues: EMPTY,
    // In screen order (below), not react-hook-form's registration order.
    shouldFocusError: false,
  });
  const fields = { name: register('name'), baseUrl: register('baseUrl') };
  const add = useAddPayerDirectory();

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      className="grid gap-4 border-t border-border pt-5"
      onSubmit={handleSubmit(
        (input) =>
          add.mutate(input, {
            onSuccess: (directory) => {
              reset(EMPTY);
              toast.success(t('payers.add.done'), {
                description: t('payers.add.doneDescription', { name: directory.name }),
              });
            },
            onError: (error) => {
              if (error instanceof ApiError && isField(error.field) && error.serverMessage) {
                setError(error.field, { message: error.serverMessage }, { shouldFocus: true });
                return;
              }
              toastFailure(
                error,
                t('payers.add.failed'),
                apiErrorMessage(error, t('payers.add.failedDescription')),
              );
            },
          }),
        (invalid) => {
          const first = FIELDS.find((name) => invalid[name]);
          if (first) setFocus(first);
        },
      )}
    >
      <h3 id={`${id}-title`} className="font-semibold">
        {t('payers.add.title')}
      </h3>
      <div className="grid gap-2">
        <Label htmlFor={ids.name}>{t('payers.add.name')}</Label>
        <Input
          id={ids.name}
          autoComplete="off"
          maxLength={120}
          className="sm:max-w-md"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? ids.nameError : undefined}
          {...fields.name}
        />
        <FormMessage id={ids.nameError}>{errors.name?.message}</FormMessage>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.baseUrl}>{t('payers.add.baseUrl')}</Label>
        <p id={ids.baseUrlHint} className="text-sm text-muted-foreground">
          {t('payers.add.baseUrlHint')}
        </p>
        <Input
          id={ids.baseUrl}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          maxLength={500}
          aria-invalid={errors.baseUrl ? true : undefined}
          aria-describedby={
            errors.baseUrl ? `${ids.baseUrlHint} ${ids.baseUrlError}` : ids.baseUrlHint
          }
          {...fields.baseUrl}
        />
        <FormMessage id={ids.baseUrlError}>{errors.baseUrl?.message}</FormMessage>
      </div>
      <Controller
        control={control}
        name="insuranceType"
        render={({ field, fieldState: { error } }) => (
          <InsuranceSelect
            label={t('payers.add.insuranceType')}
            placeholder={t('payers.add.insurancePlaceholder')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={error?.message}
            triggerClassName="sm:max-w-xs"
          />
        )}
      />
      <Button type="submit" className="w-full sm:w-fit" disabled={add.isPending}>
        {add.isPending ? (
          <Loader2 aria-hidden="true" className="animate-spin" />
        ) : (
          <Plus aria-hidden="true" />
        )}
        {add.isPending ? t('payers.add.adding') : t('payers.add.submit')}
      </Button>
    </form>
  );
}
