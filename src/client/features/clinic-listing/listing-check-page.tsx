import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDay } from '@shared/rules/intl-formats';
import { ClinicLinkPage } from '@client/components/clinic-link-page';
import { Button } from '@client/components/ui/button';
import { FormMessage } from '@client/components/ui/form-message';
import { useLocale } from '@client/i18n/use-locale';
import { apiErrorMessage } from '@client/lib/api-client';
import { useConfirmByLink, useListingCheck } from './api/listing-api';

/**
 * `/listing-check/{token}`: the monthly e-mail's one-click 'Yes, it is still right', no sign-in
 * needed. The link works once.
 */
export default function ListingCheckPage() {
  const { t } = useTranslation('listing');
  const locale = useLocale();
  const { token = '' } = useParams();
  const query = useListingCheck(token);
  const confirm = useConfirmByLink(token);
  const [done, setDone] = useState<string | null>(null);
  return (
    <ClinicLinkPage
      query={query}
      loading={t('check.loading')}
      invalidLink={t('check.invalidLink')}
      thanks={done}
    >
      {(check) => (
        <>
          <div>
            <h1 className="text-2xl font-bold">{t('check.heading')}</h1>
            <p className="mt-2 text-muted-foreground">
              {t('check.intro', { name: check.providerName })}
            </p>
            {check.confirmedAt && (
              <p className="mt-2 text-sm">
                {t('check.lastConfirmed', {
                  date: formatDay(check.confirmedAt, locale),
                })}
              </p>
            )}
          </div>
          <Button
            disabled={confirm.isPending}
            onClick={() =>
              confirm.mutate(undefined, {
                onSuccess: (answer) => setDone(t('check.thanks', { name: answer.providerName })),
              })
            }
          >
            {t('check.button')}
          </Button>
          {confirm.isError && (
            <FormMessage id="listing-check-error" role="alert">
              {apiErrorMessage(confirm.error, t('check.notSent'))}
            </FormMessage>
          )}
        </>
      )}
    </ClinicLinkPage>
  );
}
