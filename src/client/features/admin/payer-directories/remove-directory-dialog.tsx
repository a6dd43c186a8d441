import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayerDirectory } from '@shared/api/payer-directories';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
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
      <Dialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
        <DialogContent>
          <DialogTitle className="break-words">
            {t('payers.remove.title', { name: directory.name })}
          </DialogTitle>
          <DialogDescription>{t('payers.remove.confirm')}</DialogDescription>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={remove.isPending}>
                {t('payers.remove.cancel')}
              </Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => remove.mutate(directory)}
            >
              {remove.isPending ? t('payers.remove.removing') : t('payers.remove.button')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
