import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PublicPage } from '@client/components/public-page';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { CheckYourEmail } from './check-your-email';
import { SignInForm } from './sign-in-form';

/**
 * `/sign-in`: built-in accounts, used when no OpenID Connect issuer is configured. It opens on the
 * sign-up form when the visitor came to create an account (`?mode=sign-up`).
 */
export default function SignInPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const [mode, setMode] = useState<'sign-in' | 'sign-up'>(
    params.get('mode') === 'sign-up' ? 'sign-up' : 'sign-in',
  );
  const [sentTo, setSentTo] = useState<string | null>(null);
  const signingIn = mode === 'sign-in';
  if (sentTo) {
    return (
      <PublicPage>
        <CheckYourEmail
          email={sentTo}
          onBack={() => {
            setSentTo(null);
            setMode('sign-in');
          }}
        />
      </PublicPage>
    );
  }
  return (
    <PublicPage>
      <Card className="w-full max-w-md">
        <CardContent className="grid gap-6">
          <div>
            <h1 className="text-2xl font-bold">
              {signingIn ? t('page.signInTitle') : t('page.signUpTitle')}
            </h1>
            <p className="mt-1 text-muted-foreground">
              {signingIn ? t('page.welcomeBack') : t('page.signUpIntro')}
            </p>
          </div>
          {/* A new key gives each mode a fresh form, so no values or errors carry over. */}
          <SignInForm key={mode} mode={mode} onSignedUp={setSentTo} />
          {signingIn ? (
            <Link
              to="/forgot-password"
              className="-mt-2 inline-flex min-h-6 w-fit items-center text-sm text-primary underline-offset-4 hover:underline"
            >
              {t('page.forgotPassword')}
            </Link>
          ) : null}
          <p className="text-center text-sm text-muted-foreground">
            {signingIn ? t('page.newHere') : t('page.haveAccount')}{' '}
            <Button
              variant="link"
              size="inline"
              onClick={() => setMode(signingIn ? 'sign-up' : 'sign-in')}
            >
              {signingIn ? t('page.createAccount') : t('page.signInInstead')}
            </Button>
          </p>
        </CardContent>
      </Card>
    </PublicPage>
  );
}
