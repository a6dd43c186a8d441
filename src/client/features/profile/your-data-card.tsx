import { Download, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import { FormMessage } from '@client/components/ui/form-message';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { apiErrorMessage } from '@client/lib/api-client';
import { useCurrentUser } from '@client/lib/api/get-current-user';
import { useDeleteAccount } from './api/delete-account';

/** The family's data to take away ('Download my data') or to delete with the account. */
export function YourDataCard() {
  const id = useId();
  const { user } = useCurrentUser();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const hasPassword = user?.hasPassword ?? false;
  const error = remove.error ? apiErrorMessage(remove.error, 'Please try again.') : null;

  return (
    <section aria-labelledby={`${id}-title`}>
      <Card>
        <CardContent className="p-5 sm:p-6">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            Your data
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Everything we keep about your family, to take with you, or to delete for good.
          </p>
          <div className="mt-4 flex flex-col gap-2 sm:flex-row">
            <Button asChild variant="outline" className="h-11">
              <a href="/api/account/export" download>
                <Download aria-hidden="true" /> Download my data
              </a>
            </Button>
            <Button variant="destructive" className="h-11" onClick={() => setOpen(true)}>
              <Trash2 aria-hidden="true" /> Delete account
            </Button>
          </div>
        </CardContent>
      </Card>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (remove.isPending) return;
          setOpen(next);
          if (!next) remove.reset();
        }}
      >
        <DialogContent>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            Your profile, care basket, appointment requests and reminders are deleted for good, and
            clinics you asked will not hear from us about you again. This cannot be undone.
          </DialogDescription>
          <form
            noValidate
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              remove.mutate(hasPassword ? password : undefined, {
                // A full page load: every cached answer about the account goes with it.
                onSuccess: () => window.location.assign('/'),
              });
            }}
          >
            {hasPassword ? (
              <div className="grid gap-2">
                <Label htmlFor={`${id}-password`}>Your password</Label>
                <Input
                  id={`${id}-password`}
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(event) => setPassword(event.target.value)}
                />
              </div>
            ) : (
              <p className="text-sm">
                You signed in through your organisation. If that was more than 10 minutes ago, sign
                out and in again first.
              </p>
            )}
            <FormMessage id={`${id}-error`}>{error}</FormMessage>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button type="button" variant="outline" disabled={remove.isPending}>
                  Keep my account
                </Button>
              </DialogClose>
              <Button
                type="submit"
                variant="destructive"
                disabled={remove.isPending || (hasPassword && password.length === 0)}
              >
                {remove.isPending ? 'Deleting...' : 'Delete account'}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </section>
  );
}
