import { PhoneCall } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import type { AppointmentRequest } from '@shared/api/appointment-requests';
import { hasNoReplyYet, NO_REPLY_DAYS } from '@shared/rules/follow-up';
import { telHref } from '@shared/rules/tel-link';

/**
 * On a request the clinic has left unanswered for NO_REPLY_DAYS (docs/product.md#follow-ups):
 * the clinic has had its one reminder e-mail by then, so calling is now the quicker way.
 */
export function NoReplyNote({
  request,
  now = new Date(),
}: {
  request: Pick<AppointmentRequest, 'status' | 'submittedAt' | 'reply' | 'provider'>;
  now?: Date;
}) {
  const waiting = hasNoReplyYet(
    { status: request.status, submittedAt: request.submittedAt, answered: request.reply !== null },
    now,
  );
  const { t } = useTranslation('requests');
  if (!waiting) return null;
  const { phone } = request.provider;
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="flex items-center gap-2 font-medium">
        <PhoneCall aria-hidden="true" className="size-4" />
        {t('noReply.title')}
      </p>
      <p className="mt-1">
        {t('noReply.notAnswered', { count: NO_REPLY_DAYS })}{' '}
        {phone ? (
          <Trans
            t={t}
            i18nKey="noReply.callQuicker"
            values={{ phone }}
            components={{
              call: (
                <a className="font-medium underline underline-offset-4" href={telHref(phone)} />
              ),
            }}
          />
        ) : (
          t('card.contactThem')
        )}
      </p>
    </div>
  );
}
