import { CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { ConfirmationInput } from '@shared/api/provider-confirmations';
import { ClinicLinkPage } from '@client/components/clinic-link-page';
import { FamilyFacts } from '@client/components/family-facts';
import { Button } from '@client/components/ui/button';
import { FormMessage } from '@client/components/ui/form-message';
import { useLocale } from '@client/i18n/use-locale';
import { apiErrorMessage } from '@client/lib/api-client';
import { useConfirmationForm } from './api/get-confirmation-form';
import { useSendConfirmation } from './api/send-confirmation';
import { formatZonedDateTime } from '@shared/rules/zoned-time';
import { ProposeTimeForm } from './propose-time-form';

/**
 * `/provider-confirm/{token}` (docs/product.md#scheduling): where a clinic confirms the time a
 * family asked for, or proposes another, from the link in its e-mail and without an account. It
 * shows what the family shared with the clinic, notes for the visit included.
 */
export default function ProviderConfirmPage() {
  const { t } = useTranslation('clinic');
  const locale = useLocale();
  const { token = '' } = useParams();
  const query = useConfirmationForm(token);
  const send = useSendConfirmation(token);
  const [proposing, setProposing] = useState(false);
  const [done, setDone] = useState<ConfirmationInput['action'] | null>(null);
  const answer = (input: ConfirmationInput) =>
    send.mutate(input, { onSuccess: () => setDone(input.action) });

  return (
    <ClinicLinkPage
      query={query}
      loading={t('confirm.loading')}
      invalidLink={t('confirm.invalidLink')}
      thanks={
        done === null
          ? null
          : done === 'confirm'
            ? t('confirm.thanksConfirmed')
            : t('confirm.thanksProposed')
      }
    >
      {(form) => (
        <>
          <div>
            <h1 className="text-2xl font-bold">{t('confirm.heading')}</h1>
            <p className="mt-2 text-muted-foreground">
              {t('confirm.intro', { provider: form.providerName })}
            </p>
            <p className="mt-3 flex items-center gap-2 font-medium">
              <CalendarCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />
              {formatZonedDateTime(new Date(form.scheduledDate), form.timeZone, locale)}
            </p>
            <FamilyFacts facts={form.family} notes={form.notes} />
          </div>
          {proposing ? (
            <ProposeTimeForm
              pending={send.isPending}
              onSubmit={answer}
              onCancel={() => setProposing(false)}
            />
          ) : (
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button disabled={send.isPending} onClick={() => answer({ action: 'confirm' })}>
                {t('confirm.confirm')}
              </Button>
              <Button
                variant="outline"
                disabled={send.isPending}
                onClick={() => setProposing(true)}
              >
                {t('confirm.propose')}
              </Button>
            </div>
          )}
          {send.isError && (
            <FormMessage id="confirm-error">
              {apiErrorMessage(send.error, t('confirm.notSent'))}
            </FormMessage>
          )}
        </>
      )}
    </ClinicLinkPage>
  );
}
