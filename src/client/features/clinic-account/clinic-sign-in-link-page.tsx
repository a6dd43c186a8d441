import { useQuery } from '@tanstack/react-query';
import { Link2Off, Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Card, CardContent } from '@client/components/ui/card';
import { apiErrorMessage } from '@client/lib/api-client';
import { useSession } from '@client/lib/session-user';
import { redeemSignInLink } from './api/redeem-sign-in-link';
import { ClinicPageFrame } from './clinic-page-frame';

/**
 * `/clinic/sign-in/{token}`: opened from the e-mail, it posts the token (a mail scanner's GET
 * spends nothing), then goes to `/clinic` signed in.
 */
export default function ClinicSignInLinkPage() {
  const { t } = useTranslation('claims');
  const { token = '' } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const result = useQuery({
    queryKey: ['clinic-sign-in', token],
    queryFn: () => redeemSignInLink(token).then(() => true),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const signedIn = result.isSuccess;

  useEffect(() => {
    if (!signedIn) return;
    void session.reload().then(() => navigate('/clinic', { replace: true }));
  }, [signedIn, session, navigate]);

  return (
    <ClinicPageFrame>
      <Card className="w-full max-w-md justify-self-center">
        <CardContent className="grid gap-4">
          {result.isError ? (
            <>
              <Link2Off aria-hidden="true" className="size-8 text-muted-foreground" />
              <h1 className="text-2xl font-bold">{t('link.cannotUse')}</h1>
              <p className="text-muted-foreground">
                {apiErrorMessage(result.error, t('link.notValid'))}
              </p>
              <Link to="/clinic/sign-in" className="font-medium text-primary underline">
                {t('link.newLink')}
              </Link>
            </>
          ) : (
            <p role="status" className="flex items-center gap-3">
              <Loader2 aria-hidden="true" className="size-5 animate-spin text-primary" />
              {t('link.signingIn')}
            </p>
          )}
        </CardContent>
      </Card>
    </ClinicPageFrame>
  );
}
