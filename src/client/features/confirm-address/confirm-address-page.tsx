import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Link2Off, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PublicPage } from '@client/components/public-page';
import { Card, CardContent } from '@client/components/ui/card';
import { apiErrorMessage } from '@client/lib/api-client';
import { confirmAddress } from './api/confirm-address';

/**
 * `/confirm-address?token=...`: opened from the one e-mail an address gets when a family asks for
 * reminders there. Whoever reads that inbox confirms it; no account is needed.
 */
export default function ConfirmAddressPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const result = useQuery({
    queryKey: ['confirm-address', token],
    queryFn: () => confirmAddress(token),
    staleTime: Infinity,
    gcTime: Infinity,
  });

  let content: ReactNode;
  if (result.isPending) {
    content = (
      <p role="status" className="flex items-center gap-3">
        <Loader2 aria-hidden="true" className="size-5 animate-spin text-primary" />
        {t('confirmAddress.confirming')}
      </p>
    );
  } else if (result.isError) {
    content = (
      <>
        <Link2Off aria-hidden="true" className="size-8 text-muted-foreground" />
        <h1 className="text-2xl font-bold">{t('link.cannotUse')}</h1>
        <p className="text-muted-foreground">{apiErrorMessage(result.error, t('link.notValid'))}</p>
        <p>{t('confirmAddress.stillFamily')}</p>
      </>
    );
  } else {
    content = (
      <>
        <CheckCircle2 aria-hidden="true" className="size-8 text-primary" />
        <h1 className="text-2xl font-bold">{t('confirmAddress.confirmed')}</h1>
        <p className="text-muted-foreground">
          <Trans
            t={t}
            i18nKey="confirmAddress.remindersTo"
            values={{ email: result.data }}
            components={{ email: <strong className="break-all" /> }}
          />
        </p>
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
