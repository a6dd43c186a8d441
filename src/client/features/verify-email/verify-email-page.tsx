import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Link2Off, Loader2, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PublicPage } from '@client/components/public-page';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { ApiError, apiErrorMessage } from '@client/lib/api-client';
import { useSession } from '@client/lib/session-user';
import type { CurrentUser } from '@shared/api/auth';
import { verifyEmail } from './api/verify-email';
import { SignUpPasswordStep } from './sign-up-password-step';

/**
 * `/verify-email?token=...`, opened from the e-mail sent at sign-up. The page posts the token
 * itself (a mail scanner that opens links does not spend it), then offers to continue, signed in.
 * A browser signed in to another account is asked first whether to change to the link's.
 */
export default function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const session = useSession();
  const navigate = useNavigate();
  const [switchAccount, setSwitchAccount] = useState(false);
  // Set when the password step finished what the link alone could not.
  const [confirmedUser, setConfirmedUser] = useState<CurrentUser | null>(null);
  const result = useQuery({
    queryKey: ['verify-email', token, switchAccount],
    queryFn: () => verifyEmail(token, switchAccount),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

  const user = confirmedUser ?? result.data;
  let content: ReactNode;
  if (user) {
    content = (
      <>
        <CheckCircle2 aria-hidden="true" className="size-8 text-primary" />
        <h1 className="text-2xl font-bold">{t('verify.confirmed')}</h1>
        <p className="text-muted-foreground">
          {user.firstName ? t('verify.thanksName', { name: user.firstName }) : t('verify.thanks')}
        </p>
        <Button
          size="touch"
          className="justify-self-start"
          onClick={() => {
            // The session started with the link: entering the app is just telling the router.
            session.set(user);
            // A new family's first step is the few answers its search needs.
            void navigate('/welcome', { replace: true });
          }}
        >
          {t('verify.continue')}
        </Button>
      </>
    );
  } else if (result.isPending) {
    content = (
      <p role="status" className="flex items-center gap-3">
        <Loader2 aria-hidden="true" className="size-5 animate-spin text-primary" />
        {t('verify.confirming')}
      </p>
    );
  } else if (
    result.isError &&
    result.error instanceof ApiError &&
    result.error.code === 'switch_account_needed'
  ) {
    // Someone else may have sent this link: the browser changes accounts only if the person says.
    content = (
      <>
        <Users aria-hidden="true" className="size-8 text-primary" />
        <h1 className="text-2xl font-bold">{t('verify.switchTitle')}</h1>
        <p className="text-muted-foreground">{t('verify.switchExplained')}</p>
        {/* Staying is the highlighted choice: the link may be someone else's. */}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild size="touch">
            <Link to="/">{t('verify.stay')}</Link>
          </Button>
          <Button variant="outline" size="touch" onClick={() => setSwitchAccount(true)}>
            {t('verify.switch')}
          </Button>
        </div>
      </>
    );
  } else if (result.error instanceof ApiError && result.error.code === 'password_needed') {
    content = (
      <SignUpPasswordStep
        token={token}
        switchAccount={switchAccount}
        explanation={result.error.serverMessage ?? ''}
        onVerified={setConfirmedUser}
      />
    );
  } else {
    content = (
      <>
        <Link2Off aria-hidden="true" className="size-8 text-muted-foreground" />
        <h1 className="text-2xl font-bold">{t('link.cannotUse')}</h1>
        <p className="text-muted-foreground">{apiErrorMessage(result.error, t('link.notValid'))}</p>
        <p>{t('verify.signInHint')}</p>
        <Button asChild size="touch" className="justify-self-start">
          <Link to="/sign-in">{t('verify.goSignIn')}</Link>
        </Button>
      </>
    );
  }

  return (
    <PublicPage>
      <Card className="w-full max-w-md">
        <CardContent className="grid gap-4">{content}</CardContent>
      </Card>
    </PublicPage>
  );
}
