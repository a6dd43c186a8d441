import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { accountNameSchema, type AccountNameInput } from '@shared/api/auth';
import { Button } from '@client/components/ui/button';
import { FormMessage } from '@client/components/ui/form-message';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { apiErrorMessage } from '@client/lib/api-client';
import { useSetAccountName } from './api/set-account-name';

/**
 * Asks a built-in account for its name when it has none: after the owner of an address reclaimed
 * it from a stranger's sign-up, whose names were dropped.
 */
export function AccountNameForm() {
  const { t } = useTranslation('profile');
  const id = useId();
  const save = useSetAccountName();
  const { register, handleSubmit, formState } = useForm<AccountNameInput>({
    resolver: zodResolver(accountNameSchema),
  });
  const fields = [
    { name: 'firstName', label: t('account.firstName'), autoComplete: 'given-name' },
    { name: 'lastName', label: t('account.lastName'), autoComplete: 'family-name' },
  ] as const;

  return (
    <form
      noValidate
      className="mt-4 grid gap-4"
      onSubmit={handleSubmit((values) => save.mutate(values))}
    >
      <p className="text-muted-foreground">{t('account.askName')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => {
          const message = formState.errors[field.name]?.message;
          const errorId = `${id}-${field.name}-error`;
          return (
            <div key={field.name} className="grid gap-2">
              <Label htmlFor={`${id}-${field.name}`}>{field.label}</Label>
              <Input
                id={`${id}-${field.name}`}
                autoComplete={field.autoComplete}
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? errorId : undefined}
                {...register(field.name)}
              />
              {message && <FormMessage id={errorId}>{message}</FormMessage>}
            </div>
          );
        })}
      </div>
      {save.error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {apiErrorMessage(save.error, t('account.nameNotSaved'))}
        </p>
      )}
      <Button type="submit" size="touch" className="justify-self-start" disabled={save.isPending}>
        {t('account.saveName')}
      </Button>
    </form>
  );
}
