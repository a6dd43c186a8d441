import { MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { ResendLink } from './resend-link';

/**
 * After sign-up. The same words whether the address was new or already had an account, so the
 * page tells nobody who is registered; the e-mail says which it was.
 */
export function CheckYourEmail({ email, onBack }: { email: string; onBack: () => void }) {
  // The form that had focus is gone: the heading takes it, so a screen reader announces the step.
  const { t } = useTranslation('auth');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className="w-full max-w-md">
      <CardContent className="grid gap-4">
        <MailCheck aria-hidden="true" className="size-10 text-primary" />
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold">
          {t('checkEmail.title')}
        </h1>
        <p>
          <Trans
            t={t}
            i18nKey="checkEmail.sent"
            values={{ email }}
            components={{ email: <strong className="break-all" /> }}
          />
        </p>
        <p className="text-sm text-muted-foreground">{t('checkEmail.spam')}</p>
        <ResendLink email={email} />
        <Button variant="outline" size="touch" onClick={onBack}>
          {t('checkEmail.back')}
        </Button>
      </CardContent>
    </Card>
  );
}
