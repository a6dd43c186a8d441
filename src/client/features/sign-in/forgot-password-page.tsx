import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicPage } from '@client/components/public-page';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { FormMessage } from '@client/components/ui/form-message';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { ApiError, apiErrorMessage } from '@client/lib/api-client';
import { useForgotPassword } from './api/forgot-password';

/** `/forgot-password`: asks for a reset link; the answer never says whether the address is known. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const id = useId();
  const [email, setEmail] = useState('');
  const send = useForgotPassword();
  const fieldError =
    send.error instanceof ApiError && send.error.field === 'email'
      ? apiErrorMessage(send.error, t('forgot.invalidEmail'))
      : null;

  return (
    <PublicPage>
      <Card className="w-full max-w-md">
        <CardContent className="grid gap-4">
          <h1 className="text-2xl font-bold">{t('forgot.title')}</h1>
          <p className="text-muted-foreground">{t('forgot.text')}</p>
          {send.isSuccess ? (
            <p role="status" className="rounded-lg bg-primary-soft/60 p-3">
              {t('forgot.sent')}
            </p>
          ) : (
            <form
              noValidate
              className="grid gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                send.mutate(email.trim());
              }}
            >
              <div className="grid gap-2">
                <Label htmlFor={`${id}-email`}>{t('form.email')}</Label>
                <Input
                  id={`${id}-email`}
                  type="email"
                  autoComplete="email"
                  value={email}
                  aria-invalid={fieldError ? true : undefined}
                  aria-describedby={fieldError ? `${id}-email-error` : undefined}
                  onChange={(event) => setEmail(event.target.value)}
                />
                <FormMessage id={`${id}-email-error`}>{fieldError}</FormMessage>
              </div>
              {send.isError && !fieldError ? (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {apiErrorMessage(send.error, t('form.failed'))}
                </p>
              ) : null}
              <Button type="submit" size="lg" disabled={send.isPending}>
                {send.isPending ? t('forgot.sending') : t('forgot.send')}
              </Button>
            </form>
          )}
          <Link to="/sign-in" className="text-sm text-primary underline-offset-4 hover:underline">
            {t('forgot.back')}
          </Link>
        </CardContent>
      </Card>
    </PublicPage>
  );
}
