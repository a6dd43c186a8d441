import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { FormMessage } from '@client/components/ui/form-message';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { useLocale } from '@client/i18n/use-locale';
import { useCurrentUser } from '@client/lib/session-user';

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
  cancelLabel,
  confirmLabel,
  pendingLabel,
  confirmVariant,
  pending,
  error,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  cancelLabel: string;
  confirmLabel: string;
  pendingLabel: string;
  confirmVariant?: 'destructive' | 'default';
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
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setPassword('');
        onOpenChange(next);
      }}
      title={title}
      description={description}
      cancelLabel={cancelLabel}
      confirmLabel={confirmLabel}
      pendingLabel={pendingLabel}
      confirmVariant={confirmVariant}
      pending={pending}
      confirmDisabled={hasPassword && password.length === 0}
      onConfirm={() => onConfirm(hasPassword ? password : undefined)}
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
    </ConfirmDialog>
  );
}
