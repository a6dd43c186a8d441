import { MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';

/**
 * After sign-up. The same words whether the address was new or already had an account, so the
 * page tells nobody who is registered; the e-mail says which it was.
 */
export function CheckYourEmail({ email, onBack }: { email: string; onBack: () => void }) {
  // The form that had focus is gone: the heading takes it, so a screen reader announces the step.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className="w-full max-w-md">
      <CardContent className="grid gap-4">
        <MailCheck aria-hidden="true" className="size-10 text-primary" />
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold">
          Check your e-mail
        </h1>
        <p>
          We sent a link to <strong className="break-all">{email}</strong>. Open it to confirm your
          address and continue. The link works for 24 hours.
        </p>
        <p className="text-sm text-muted-foreground">
          Nothing there after a few minutes? Look in your spam folder. You can also sign in with
          your password and ask for a new link.
        </p>
        <Button variant="outline" className="h-11" onClick={onBack}>
          Back to sign in
        </Button>
      </CardContent>
    </Card>
  );
}
