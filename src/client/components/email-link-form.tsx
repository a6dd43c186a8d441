import type { UseMutationResult } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { FormMessage } from '@client/components/ui/form-message';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { ApiError, apiErrorMessage } from '@client/lib/api-client';

/** The words of one 'we e-mail you a link' card, in the page's own namespace. */
export interface EmailLinkWords {
  title: string;
  intro: string;
  email: string;
  invalidEmail: string;
  failed: string;
  send: string;
  sending: string;
  sent: string;
}

/**
 * A card asking for an address to e-mail a link to (a password reset, a clinic's sign-in). The
 * server answers alike whether or not it knows the address, so once sent the card says only that.
 */
export function EmailLinkForm({
  words,
  send,
  footer,
  className,
}: {
  words: EmailLinkWords;
  send: UseMutationResult<unknown, Error, string>;
  /** A way elsewhere, under the form. */
  footer: ReactNode;
  className?: string;
}) {
  const id = useId();
  const [email, setEmail] = useState('');
  const fieldError =
    send.error instanceof ApiError && send.error.field === 'email'
      ? apiErrorMessage(send.error, words.invalidEmail)
      : null;

  return (
    <Card className={className ?? 'w-full max-w-md'}>
      <CardContent className="grid gap-4">
        <h1 className="text-2xl font-bold">{words.title}</h1>
        <p className="text-muted-foreground">{words.intro}</p>
        {send.isSuccess ? (
          <p role="status" className="rounded-lg bg-primary-soft/60 p-3">
            {words.sent}
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
              <Label htmlFor={`${id}-email`}>{words.email}</Label>
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
                {apiErrorMessage(send.error, words.failed)}
              </p>
            ) : null}
            <Button type="submit" size="lg" disabled={send.isPending}>
              {send.isPending ? words.sending : words.send}
            </Button>
          </form>
        )}
        {footer}
      </CardContent>
    </Card>
  );
}
