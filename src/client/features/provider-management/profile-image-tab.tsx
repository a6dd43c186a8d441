import { Pencil, Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedProvider } from '@shared/api/provider-management';
import { Button } from '@client/components/ui/button';
import { useUpdateProvider } from './api/update-provider';
import { ImageUploadDialog } from './image-upload-dialog';
import { ProviderAvatar } from './provider-avatar';

/** The 'Profile Image' tab: preview and facts, upload or edit button, the upload modal. */
export function ProfileImageTab({
  provider,
  onSaved,
}: {
  provider: ManagedProvider;
  onSaved: (provider: ManagedProvider) => void;
}) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const save = useUpdateProvider('image', onSaved);
  const hasImage = Boolean(provider.profileImageUrl);

  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start sm:gap-6">
      <div className="relative">
        <ProviderAvatar provider={provider} large />
        {hasImage && (
          <Button
            size="icon-touch"
            round
            variant="secondary"
            className="absolute right-0 bottom-0 shadow"
            aria-label={t('image.change')}
            onClick={() => setOpen(true)}
          >
            <Pencil aria-hidden="true" />
          </Button>
        )}
      </div>
      <div className="grid gap-1 text-center sm:text-left">
        <h3 className="text-lg font-semibold break-words">{provider.name}</h3>
        <p className="text-muted-foreground">{provider.specialty}</p>
        <p>
          {provider.city}, {provider.state}
        </p>
        {provider.npiNumber && (
          <p className="text-sm text-muted-foreground">
            {t('image.npi', { npi: provider.npiNumber })}
          </p>
        )}
        {!hasImage && (
          <Button
            className="mt-3 justify-self-center sm:justify-self-start"
            onClick={() => setOpen(true)}
          >
            <Upload aria-hidden="true" />
            {t('image.upload')}
          </Button>
        )}
        {save.isPending && (
          <p role="status" className="mt-2 text-sm text-muted-foreground">
            {t('image.saving')}
          </p>
        )}
      </div>
      <ImageUploadDialog
        open={open}
        onOpenChange={setOpen}
        onUploaded={(imageURL) => {
          setOpen(false);
          save.mutate({ id: provider.id, imageURL });
        }}
      />
    </div>
  );
}
