import { useId, useState } from 'react';
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
  const id = useId();
  const [email, setEmail] = useState('');
  const send = useForgotPassword();
  const fieldError =
    send.error instanceof ApiError && send.error.field === 'email'
      ? apiErrorMessage(send.error, 'Please enter a valid email address')
      : null;

  return (
    <PublicPage>
      <Card className="w-full max-w-md">
        <CardContent className="grid gap-4">
          <h1 className="text-2xl font-bold">Forgot your password?</h1>
          <p className="text-muted-foreground">
            Enter the e-mail address of your account and we will send you a link to choose a new
            password.
          </p>
          {send.isSuccess ? (
            <p role="status" className="rounded-lg bg-primary-soft/60 p-3">
              {send.data}
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
                <Label htmlFor={`${id}-email`}>Email</Label>
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
                  {apiErrorMessage(send.error, 'Something went wrong. Please try again.')}
                </p>
              ) : null}
              <Button type="submit" size="lg" disabled={send.isPending}>
                {send.isPending ? 'Sending...' : 'Send me a link'}
              </Button>
            </form>
          )}
          <Link to="/sign-in" className="text-sm text-primary underline-offset-4 hover:underline">
            Back to sign in
          </Link>
        </CardContent>
      </Card>
    </PublicPage>
  );
}
