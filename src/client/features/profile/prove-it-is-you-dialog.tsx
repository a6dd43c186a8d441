import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/button';
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
import { useLocale } from '@client/i18n/use-locale';
import { useCurrentUser } from '@client/lib/api/get-current-user';

// How recent a sign-in through an organisation must be; the server checks it.
const RECENT_SIGN_IN_MINUTES = 10;

/**
 * Asks for the account's password before a change a borrowed or stolen session must not make
 * (deleting the account, signing out every other browser); an account that signs in through an
 * organisation is told that a recent sign-in is what counts. The server checks either.
 */
export function ProveItIsYouDialog({
  open,
  onOpenChange,
  title,
  description,
  confirm,
  cancel,
  pending,
  error,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The confirming button, e.g. a destructive one: given the text it shows. */
  confirm: (props: { disabled: boolean }) => ReactNode;
  cancel: string;
  pending: boolean;
  error: string | null;
  onConfirm: (password: string | undefined) => void;
}) {
  const { t } = useTranslation('profile');
  const locale = useLocale();
  const id = useId();
  const { user } = useCurrentUser();
  const [password, setPassword] = useState('');
  const hasPassword = user?.hasPassword ?? false;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        if (!next) setPassword('');
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onConfirm(hasPassword ? password : undefined);
          }}
        >
          {hasPassword ? (
            <div className="grid gap-2">
              <Label htmlFor={`${id}-password`}>{t('proof.password')}</Label>
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
              {t('proof.organisation', {
                minutes: new Intl.NumberFormat(locale).format(RECENT_SIGN_IN_MINUTES),
              })}
            </p>
          )}
          <FormMessage id={`${id}-error`}>{error}</FormMessage>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={pending}>
                {cancel}
              </Button>
            </DialogClose>
            {confirm({ disabled: pending || (hasPassword && password.length === 0) })}
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
