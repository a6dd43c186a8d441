import { Download, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { useLocale } from '@client/i18n/use-locale';
import { apiErrorMessage } from '@client/lib/api-client';
import { useCurrentUser } from '@client/lib/api/get-current-user';
import { useDeleteAccount } from './api/delete-account';

// How recent a sign-in through an organisation must be to delete the account; the server checks it.
const RECENT_SIGN_IN_MINUTES = 10;

/** The family's data to take away ('Download my data') or to delete with the account. */
export function YourDataCard() {
  const { t } = useTranslation('profile');
  const locale = useLocale();
  const id = useId();
  const { user } = useCurrentUser();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const hasPassword = user?.hasPassword ?? false;
  const error = remove.error ? apiErrorMessage(remove.error, t('pleaseTryAgain')) : null;

  return (
    <section aria-labelledby={`${id}-title`}>
      <Card>
        <CardContent className="p-5 sm:p-6">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {t('data.title')}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t('data.intro')}</p>
          <div className="mt-4 flex flex-col gap-2 sm:flex-row">
            <Button asChild variant="outline" className="h-11">
              <a href="/api/account/export" download>
                <Download aria-hidden="true" /> {t('data.download')}
              </a>
            </Button>
            <Button variant="destructive" className="h-11" onClick={() => setOpen(true)}>
              <Trash2 aria-hidden="true" /> {t('data.delete')}
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
          <DialogTitle>{t('data.confirmTitle')}</DialogTitle>
          <DialogDescription>{t('data.confirmDescription')}</DialogDescription>
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
                <Label htmlFor={`${id}-password`}>{t('data.password')}</Label>
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
                {t('data.organisation', {
                  minutes: new Intl.NumberFormat(locale).format(RECENT_SIGN_IN_MINUTES),
                })}
              </p>
            )}
            <FormMessage id={`${id}-error`}>{error}</FormMessage>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button type="button" variant="outline" disabled={remove.isPending}>
                  {t('data.keep')}
                </Button>
              </DialogClose>
              <Button
                type="submit"
                variant="destructive"
                disabled={remove.isPending || (hasPassword && password.length === 0)}
              >
                {remove.isPending ? t('data.deleting') : t('data.delete')}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </section>
  );
}
