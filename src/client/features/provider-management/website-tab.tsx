import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedProvider } from '@shared/api/provider-management';
import { useUpdateProvider } from './api/update-provider';
import { fieldError, ProviderFieldForm } from './provider-field-form';

/** The 'Website URL' tab: pre-filled with the current URL (the tab is keyed by provider), emptied once saved. */
export function WebsiteTab({
  provider,
  onSaved,
}: {
  provider: ManagedProvider;
  onSaved: (provider: ManagedProvider) => void;
}) {
  const { t } = useTranslation('admin');
  const [websiteUrl, setWebsiteUrl] = useState(provider.websiteUrl ?? '');
  const update = useUpdateProvider('website', (saved) => {
    onSaved(saved);
    setWebsiteUrl('');
  });
  return (
    <ProviderFieldForm
      current={
        <>
          <span className="font-medium">{t('website.current')} </span>
          {provider.websiteUrl ? (
            <a
              href={provider.websiteUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 break-all text-primary underline underline-offset-4"
            >
              {provider.websiteUrl}
              <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="sr-only"> {t('website.newTab')}</span>
            </a>
          ) : (
            <span className="text-muted-foreground">{t('website.none')}</span>
          )}
        </>
      }
      label={t('website.label')}
      help={t('website.help')}
      type="url"
      // eslint-disable-next-line i18next/no-literal-string -- an example address, the same in every language
      placeholder="https://www.example-practice.com"
      value={websiteUrl}
      onChange={setWebsiteUrl}
      pending={update.isPending}
      error={fieldError(update.error, 'websiteUrl')}
      updateLabel={t('website.update')}
      updatingLabel={t('website.updating')}
      onSubmit={() => update.mutate({ id: provider.id, websiteUrl })}
    />
  );
}
