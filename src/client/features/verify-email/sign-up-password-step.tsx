import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CurrentUser } from '@shared/api/auth';
import { Button } from '@client/components/ui/button';
import { FormMessage } from '@client/components/ui/form-message';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { ApiError, apiErrorMessage } from '@client/lib/api-client';
import { verifyEmailWithPassword } from './api/verify-email';

/**
 * The verification link opened in a browser other than the one that signed up: the password
 * chosen at sign-up finishes it. Someone who did not create the account (or forgot it) chooses a
 * new password instead, through a reset link sent to the same address.
 */
export function SignUpPasswordStep({
  token,
  switchAccount,
  explanation,
  onVerified,
}: {
  token: string;
  switchAccount: boolean;
  /** The server's words, naming the address the link confirms. */
  explanation: string;
  onVerified: (user: CurrentUser) => void;
}) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [password, setPassword] = useState('');
  const verify = useMutation({ mutationFn: verifyEmailWithPassword, onSuccess: onVerified });
  const fieldError =
    verify.error instanceof ApiError && verify.error.field === 'password'
      ? apiErrorMessage(verify.error, '')
      : null;
  const otherError =
    verify.isError && !fieldError ? apiErrorMessage(verify.error, t('form.failed')) : null;
  const errorId = `${id}-password-error`;
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (password) verify.mutate({ token, switchAccount, password });
      }}
    >
      <KeyRound aria-hidden="true" className="size-8 text-primary" />
      <h1 className="text-2xl font-bold">{t('verify.passwordTitle')}</h1>
      <p className="break-words text-muted-foreground">{explanation}</p>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-password`}>{t('form.password')}</Label>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
        />
        <FormMessage id={errorId}>{fieldError}</FormMessage>
      </div>
      {otherError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {otherError}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={verify.isPending || !password}>
        {t('verify.passwordSubmit')}
      </Button>
      <Link
        to="/forgot-password"
        className="inline-flex min-h-6 w-fit items-center text-sm font-medium text-primary underline"
      >
        {t('verify.chooseNew')}
      </Link>
    </form>
  );
}
