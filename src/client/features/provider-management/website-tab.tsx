import { ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedProvider } from '@shared/api/provider-management';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { useUpdateProviderWebsite } from './api/update-provider-website';

/** The 'Website URL' tab; an update is idle, pending, then a success or an error. */
export function WebsiteTab({
  provider,
  onSaved,
}: {
  provider: ManagedProvider;
  onSaved: (provider: ManagedProvider) => void;
}) {
  const { t } = useTranslation('admin');
  const inputId = useId();
  const helpId = useId();
  // Selecting a provider pre-fills its current URL (the tab is keyed by provider).
  const [value, setValue] = useState(provider.websiteUrl ?? '');
  const update = useUpdateProviderWebsite((saved) => {
    onSaved(saved);
    setValue('');
  });

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({ id: provider.id, websiteUrl: value });
      }}
    >
      <div className="text-sm">
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
      </div>
      <div className="grid gap-2">
        <Label htmlFor={inputId}>{t('website.label')}</Label>
        <Input
          id={inputId}
          type="url"
          // eslint-disable-next-line i18next/no-literal-string -- an example address, the same in every language
          placeholder="https://www.example-practice.com"
          aria-describedby={helpId}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <p id={helpId} className="text-sm text-muted-foreground">
          {t('website.help')}
        </p>
      </div>
      <Button
        type="submit"
        className="justify-self-start"
        disabled={!value.trim() || update.isPending}
      >
        {update.isPending ? t('website.updating') : t('website.update')}
      </Button>
    </form>
  );
}
