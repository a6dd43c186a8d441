import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { FormMessage } from '@client/components/ui/form-message';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { ApiError, apiErrorMessage } from '@client/lib/api-client';
import { useRequestSignInLink } from './api/request-sign-in-link';
import { ClinicPageFrame } from './clinic-page-frame';

/**
 * `/clinic/sign-in` (docs/product.md#clinic-sign-in): a link by e-mail, no password. The answer
 * never says whether the address keeps a listing.
 */
export function ClinicSignInPage() {
  const { t } = useTranslation('claims');
  const id = useId();
  const [email, setEmail] = useState('');
  const send = useRequestSignInLink();
  const fieldError =
    send.error instanceof ApiError && send.error.field === 'email'
      ? apiErrorMessage(send.error, t('signIn.invalidEmail'))
      : null;

  return (
    <ClinicPageFrame>
      <Card className="w-full max-w-md justify-self-center">
        <CardContent className="grid gap-4">
          <h1 className="text-2xl font-bold">{t('signIn.title')}</h1>
          <p className="text-muted-foreground">{t('signIn.intro')}</p>
          {send.isSuccess ? (
            <p role="status" className="rounded-lg bg-primary-soft/60 p-3">
              {t('signIn.sent')}
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
                <Label htmlFor={`${id}-email`}>{t('signIn.email')}</Label>
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
                  {apiErrorMessage(send.error, t('signIn.failed'))}
                </p>
              ) : null}
              <Button type="submit" size="lg" disabled={send.isPending}>
                {send.isPending ? t('signIn.sending') : t('signIn.send')}
              </Button>
            </form>
          )}
          <Link
            to="/for-clinics"
            className="text-sm text-primary underline-offset-4 hover:underline"
          >
            {t('signIn.noListing')}
          </Link>
        </CardContent>
      </Card>
    </ClinicPageFrame>
  );
}
