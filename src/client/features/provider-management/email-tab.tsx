import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedProvider } from '@shared/api/provider-management';
import { useUpdateProvider } from './api/update-provider';
import { fieldError, ProviderFieldForm } from './provider-field-form';

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
  const [email, setEmail] = useState(provider.email ?? '');
  const update = useUpdateProvider('email', onSaved);
  return (
    <ProviderFieldForm
      current={
        <>
          <span className="font-medium">{t('email.current')} </span>
          {provider.email ? (
            <span className="break-all">{provider.email}</span>
          ) : (
            <span className="text-muted-foreground">{t('email.none')}</span>
          )}
        </>
      }
      label={t('email.label')}
      help={t('email.help')}
      type="email"
      value={email}
      onChange={setEmail}
      pending={update.isPending}
      error={fieldError(update.error, 'email')}
      updateLabel={t('email.update')}
      updatingLabel={t('email.updating')}
      onSubmit={() => update.mutate({ id: provider.id, email })}
    />
  );
}
