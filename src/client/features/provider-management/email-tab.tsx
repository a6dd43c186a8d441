import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedProvider } from '@shared/api/provider-management';
import { Button } from '@client/components/ui/button';
import { FormMessage } from '@client/components/ui/form-message';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { ApiError, apiErrorMessage } from '@client/lib/api-client';
import { useUpdateProviderEmail } from './api/update-provider-email';

/**
 * The 'E-mail' tab: the address families' requests go to. Without one, requests wait and families
 * are told to call; saving one sends them.
 */
export function EmailTab({
  provider,
  onSaved,
}: {
  provider: ManagedProvider;
  onSaved: (provider: ManagedProvider) => void;
}) {
  const { t } = useTranslation('admin');
  const inputId = useId();
  const helpId = useId();
  const errorId = useId();
  const [value, setValue] = useState(provider.email ?? '');
  const update = useUpdateProviderEmail(onSaved);
  const fieldError =
    update.error instanceof ApiError && update.error.field === 'email'
      ? apiErrorMessage(update.error, '')
      : null;

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({ id: provider.id, email: value });
      }}
    >
      <p className="text-sm">
        <span className="font-medium">{t('email.current')} </span>
        {provider.email ? (
          <span className="break-all">{provider.email}</span>
        ) : (
          <span className="text-muted-foreground">{t('email.none')}</span>
        )}
      </p>
      <div className="grid gap-2">
        <Label htmlFor={inputId}>{t('email.label')}</Label>
        <Input
          id={inputId}
          type="email"
          autoComplete="off"
          aria-describedby={fieldError ? `${helpId} ${errorId}` : helpId}
          aria-invalid={fieldError ? true : undefined}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <FormMessage id={errorId}>{fieldError}</FormMessage>
        <p id={helpId} className="text-sm text-muted-foreground">
          {t('email.help')}
        </p>
      </div>
      <Button
        type="submit"
        className="justify-self-start"
        disabled={!value.trim() || update.isPending}
      >
        {update.isPending ? t('email.updating') : t('email.update')}
      </Button>
    </form>
  );
}
