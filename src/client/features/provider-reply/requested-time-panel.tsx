import { useTranslation } from 'react-i18next';
import type { OpeningAnswer, RequestedTime } from '@shared/api/opening-requests';
import { formatZonedDateTime } from '@shared/rules/zoned-time';
import { Button } from '@client/components/ui/button';
import { useLocale } from '@client/i18n/use-locale';
import { apiErrorMessage } from '@client/lib/api-client';
import { useAnswerRequestedTime } from './api/answer-requested-time';

/**
 * The published opening the family asked for, while it is held for them: the clinic confirms it
 * (the appointment is booked) or declines it (offered to others again; the request stays open).
 */
export function RequestedTimePanel({
  token,
  requested,
  onAnswered,
}: {
  token: string;
  requested: RequestedTime;
  onAnswered: (action: OpeningAnswer['action']) => void;
}) {
  const { t } = useTranslation('clinic');
  const locale = useLocale();
  const answer = useAnswerRequestedTime(token);
  const when = formatZonedDateTime(new Date(requested.start), requested.timeZone, locale);
  const send = (action: OpeningAnswer['action']) =>
    answer.mutate({ action }, { onSuccess: () => onAnswered(action) });
  return (
    <section
      aria-labelledby="requested-time-heading"
      className="grid gap-3 rounded-lg border border-primary/40 bg-primary-soft/30 p-4"
    >
      <h2 id="requested-time-heading" className="text-lg font-semibold">
        {t('reply.requestedTime.heading')}
      </h2>
      <p className="text-base font-medium">{when}</p>
      {requested.heldUntil && (
        <p className="text-sm text-muted-foreground">
          {t('reply.requestedTime.held', {
            until: formatZonedDateTime(new Date(requested.heldUntil), requested.timeZone, locale),
          })}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="button" disabled={answer.isPending} onClick={() => send('confirm')}>
          {t('reply.requestedTime.confirm')}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={answer.isPending}
          onClick={() => send('decline')}
        >
          {t('reply.requestedTime.decline')}
        </Button>
      </div>
      <div role="alert" className="text-sm font-medium text-destructive">
        {answer.error ? apiErrorMessage(answer.error, t('reply.requestedTime.notSent')) : null}
      </div>
      <p className="text-sm text-muted-foreground">{t('reply.requestedTime.orAnswer')}</p>
    </section>
  );
}
