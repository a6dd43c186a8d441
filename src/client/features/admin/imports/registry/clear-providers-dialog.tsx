import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { Button } from '@client/components/ui/button';
import { useClearProviders } from './api/clear-providers';

/** 'Clear All Providers' behind a confirmation, since it cannot be undone; an accessible dialog. */
export function ClearProvidersDialog({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const clear = useClearProviders({ onSettled: () => setOpen(false) });
  return (
    <>
      <Button variant="destructive" disabled={disabled} onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" /> {t('clear.button')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('clear.button')}
        description={t('clear.confirm')}
        cancelLabel={t('clear.cancel')}
        confirmLabel={t('clear.button')}
        pendingLabel={t('clear.clearing')}
        pending={clear.isPending}
        onConfirm={() => clear.mutate()}
      />
    </>
  );
}
