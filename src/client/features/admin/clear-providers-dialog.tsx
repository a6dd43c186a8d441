import { Trash2 } from 'lucide-react';
import { useState } from 'react';
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
  const [open, setOpen] = useState(false);
  const clear = useClearProviders({ onSettled: () => setOpen(false) });
  return (
    <>
      <Button variant="destructive" disabled={disabled} onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" /> Clear All Providers
      </Button>
      <Dialog open={open} onOpenChange={(next) => !clear.isPending && setOpen(next)}>
        <DialogContent>
          <DialogTitle>Clear All Providers</DialogTitle>
          <DialogDescription>
            Are you sure you want to clear all providers? This cannot be undone.
          </DialogDescription>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={clear.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button variant="destructive" disabled={clear.isPending} onClick={() => clear.mutate()}>
              {clear.isPending ? 'Clearing...' : 'Clear All Providers'}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
