import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
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
      <Dialog open={open} onOpenChange={(next) => !clear.isPending && setOpen(next)}>
        <DialogContent>
          <DialogTitle>{t('clear.button')}</DialogTitle>
          <DialogDescription>{t('clear.confirm')}</DialogDescription>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={clear.isPending}>
                {t('clear.cancel')}
              </Button>
            </DialogClose>
            <Button variant="destructive" disabled={clear.isPending} onClick={() => clear.mutate()}>
              {clear.isPending ? t('clear.clearing') : t('clear.button')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
