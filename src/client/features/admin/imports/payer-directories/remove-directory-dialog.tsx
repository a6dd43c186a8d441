import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayerDirectory } from '@shared/api/payer-directories';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { Button } from '@client/components/ui/button';
import { useRemovePayerDirectory } from './api/remove-payer-directory';
import { focusPayersHeading } from './section-heading';

/** 'Remove' behind a confirmation: the directory's networks and claims cannot be brought back. */
export function RemoveDirectoryDialog({ directory }: { directory: PayerDirectory }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  // The item (and this dialog) leave the page with the directory: focus goes to the heading.
  const remove = useRemovePayerDirectory({
    onSettled: () => setOpen(false),
    onRemoved: focusPayersHeading,
  });
  return (
    <>
      <Button
        variant="outline"
        className="text-destructive"
        aria-label={t('payers.item.removeLabel', { name: directory.name })}
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden="true" /> {t('payers.item.remove')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('payers.remove.title', { name: directory.name })}
        description={t('payers.remove.confirm')}
        cancelLabel={t('payers.remove.cancel')}
        confirmLabel={t('payers.remove.button')}
        pendingLabel={t('payers.remove.removing')}
        pending={remove.isPending}
        onConfirm={() => remove.mutate(directory)}
      />
    </>
  );
}
