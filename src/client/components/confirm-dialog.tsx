import type { ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';

/**
 * The step before an action that cannot be taken back (removing, declining, cancelling, deleting,
 * signing out elsewhere): a title naming it, what follows, a way out and the action. While the
 * action runs neither button works and the dialog cannot be closed, so its outcome is never lost.
 *
 * `children` stand between the description and the buttons (a list of what goes, a password
 * field); the buttons sit in a form, so Enter in a field confirms. `safeFirst` leads with the way
 * out as the primary button, where keeping things as they are is the better choice for most.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  cancelLabel,
  confirmLabel,
  pendingLabel,
  pending,
  confirmDisabled = false,
  confirmVariant = 'destructive',
  safeFirst = false,
  padding,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  children?: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** What the action's button says while it runs; its label otherwise. */
  pendingLabel?: string;
  pending: boolean;
  /** Not yet possible, e.g. until a password is typed. */
  confirmDisabled?: boolean;
  confirmVariant?: 'destructive' | 'default';
  safeFirst?: boolean;
  /** Less padding on a phone for a long list (`tight`). */
  padding?: DialogContentProps['padding'];
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent padding={padding}>
        <DialogTitle className="break-words">{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!pending && !confirmDisabled) onConfirm();
          }}
        >
          {children}
          {/* The way out comes first for the keyboard; on wide screens the action sits on the
              right, or, leading with the way out, the way out does. */}
          <div
            className={
              safeFirst
                ? 'flex flex-col gap-2 sm:flex-row-reverse sm:justify-start'
                : 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end'
            }
          >
            <DialogClose asChild>
              <Button
                type="button"
                variant={safeFirst ? 'default' : 'outline'}
                wrap
                disabled={pending}
              >
                {cancelLabel}
              </Button>
            </DialogClose>
            <Button
              type="submit"
              variant={safeFirst ? 'outline' : confirmVariant}
              wrap
              disabled={pending || confirmDisabled}
            >
              {pending && pendingLabel ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
