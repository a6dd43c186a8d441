import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { ReplyAnswer, ReplyPractice } from '@shared/api/provider-replies';
import { ClinicLinkPage } from '@client/components/clinic-link-page';
import { useReplyForm } from './api/get-reply-form';
import { FamilyFacts } from '@client/components/family-facts';
import { PracticeCheck } from './practice-check';
import { ReplyForm } from './reply-form';

/**
 * `/provider-reply/{token}` (docs/product.md#provider-replies): where a provider answers a
 * family's request from the link in its e-mail, without an account, and may change the answer
 * there until the family books. It shows the request's insurance and what the family shared with
 * the clinic, and nothing else about the family.
 */
export function ProviderReplyPage() {
  const { t } = useTranslation('clinic');
  const { token = '' } = useParams();
  const query = useReplyForm(token);
  const [sent, setSent] = useState<ReplyAnswer | null>(null);
  // Kept from the form: once answered, the page asks 'Is this still right?' under the thanks.
  const [practice, setPractice] = useState<ReplyPractice | null>(null);

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
      afterThanks={practice && <PracticeCheck token={token} practice={practice} />}
    >
      {(form) => (
        <>
          <div>
            <h1 className="text-2xl font-bold">{t('reply.heading')}</h1>
            <p className="mt-2 text-muted-foreground">
              {t('reply.intro', { provider: form.providerName })}
            </p>
            <FamilyFacts facts={form.family} />
            {form.reply && (
              <p className="mt-4 rounded-lg bg-muted p-3 text-sm">{t('reply.answeredBefore')}</p>
            )}
          </div>
          <ReplyForm
            token={token}
            form={form}
            onSent={(answer) => {
              setPractice(form.practice);
              setSent(answer);
            }}
          />
        </>
      )}
    </ClinicLinkPage>
  );
}
