import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { OpeningAnswer } from '@shared/api/opening-requests';
import type { ReplyAnswer, ReplyPractice } from '@shared/api/provider-replies';
import { ANSWER_CHANGE_DAYS } from '@shared/rules/opening-hold';
import { formatZonedDateTime } from '@shared/rules/zoned-time';
import { useLocale } from '@client/i18n/use-locale';
import { ClinicLinkPage } from '@client/components/clinic-link-page';
import { useReplyForm } from './api/get-reply-form';
import { FamilyFacts } from '@client/components/family-facts';
import { PracticeCheck } from './practice-check';
import { ReplyForm } from './reply-form';
import { RequestedTimePanel } from './requested-time-panel';
import { formatDay } from '@shared/rules/intl-formats';

/**
 * `/provider-reply/{token}` (docs/product.md#provider-replies): where a provider answers a
 * family's request from the link in its e-mail, without an account, and may change the answer
 * there for a few days, until the family books; a time the family asked for from the clinic's
 * published openings comes first, to confirm or decline. It shows the request's insurance and what the family shared with
 * the clinic, and nothing else about the family.
 */
export default function ProviderReplyPage() {
  const { t } = useTranslation('clinic');
  const { token = '' } = useParams();
  const query = useReplyForm(token);
  const [sent, setSent] = useState<ReplyAnswer | null>(null);
  // Kept from the form: once answered, the page asks 'Is this still right?' under the thanks.
  const [practice, setPractice] = useState<ReplyPractice | null>(null);
  // The clinic's answer for the time the family asked for: booked ends the page, declined not.
  const [timeAnswer, setTimeAnswer] = useState<OpeningAnswer['action'] | null>(null);
  const locale = useLocale();

  return (
    <ClinicLinkPage
      query={query}
      loading={t('reply.loading')}
      invalidLink={t('reply.invalidLink')}
      thanks={
        timeAnswer === 'confirm'
          ? t('reply.requestedTime.confirmed')
          : sent === null
            ? null
            : sent === 'not_accepting'
              ? t('reply.thanksNotAccepting', { days: ANSWER_CHANGE_DAYS })
              : t('reply.thanksWillBook', { days: ANSWER_CHANGE_DAYS })
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
              <p className="mt-4 rounded-lg bg-muted p-3 text-sm">
                {form.reply.answer === 'not_accepting'
                  ? t('reply.closedByYourAnswer')
                  : t('reply.answeredBefore', {
                      date: formatDay(form.expiresAt, locale),
                    })}
              </p>
            )}
          </div>
          {form.requestedTime?.state === 'waiting' && timeAnswer === null && (
            <RequestedTimePanel
              token={token}
              requested={form.requestedTime}
              onAnswered={setTimeAnswer}
            />
          )}
          {timeAnswer === 'decline' && form.requestedTime && (
            <p role="status" className="rounded-lg bg-muted p-3 text-sm">
              {t('reply.requestedTime.declined', {
                when: formatZonedDateTime(
                  new Date(form.requestedTime.start),
                  form.requestedTime.timeZone,
                  locale,
                ),
              })}
            </p>
          )}
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
