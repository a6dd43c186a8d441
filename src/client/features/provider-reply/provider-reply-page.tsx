import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { ReplyAnswer } from '@shared/api/provider-replies';
import { ClinicLinkPage } from '@client/components/clinic-link-page';
import { useLocale } from '@client/i18n/use-locale';
import { useReplyForm } from './api/get-reply-form';
import { formatChildAge } from '@shared/rules/reply-wording';
import { ReplyForm } from './reply-form';

/**
 * `/provider-reply/{token}` (docs/product.md#provider-replies): where a provider answers a
 * family's request from the link in its e-mail, without an account. It shows the request's
 * insurance, the child's age and the family's short note when given, and nothing else about the
 * family.
 */
export function ProviderReplyPage() {
  const { t } = useTranslation('clinic');
  const locale = useLocale();
  const { token = '' } = useParams();
  const query = useReplyForm(token);
  const [sent, setSent] = useState<ReplyAnswer | null>(null);

  return (
    <ClinicLinkPage
      query={query}
      loading={t('reply.loading')}
      invalidLink={t('reply.invalidLink')}
      thanks={
        sent === null
          ? null
          : sent === 'not_accepting'
            ? t('reply.thanksNotAccepting')
            : t('reply.thanksWillBook')
      }
    >
      {(form) => (
        <>
          <div>
            <h1 className="text-2xl font-bold">{t('reply.heading')}</h1>
            <p className="mt-2 text-muted-foreground">
              {t('reply.intro', { provider: form.providerName })}
            </p>
            {(form.childAge || form.lookingFor) && (
              <dl className="mt-4 grid gap-2 rounded-lg border border-border p-3 text-sm">
                {form.childAge && (
                  <div>
                    <dt className="font-medium">{t('reply.childAge')}</dt>
                    <dd>{formatChildAge(form.childAge, locale)}</dd>
                  </div>
                )}
                {form.lookingFor && (
                  <div>
                    <dt className="font-medium">{t('reply.lookingFor')}</dt>
                    <dd className="whitespace-pre-line">{form.lookingFor}</dd>
                  </div>
                )}
              </dl>
            )}
          </div>
          <ReplyForm token={token} form={form} onSent={setSent} />
        </>
      )}
    </ClinicLinkPage>
  );
}
