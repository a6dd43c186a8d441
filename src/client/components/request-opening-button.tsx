import { CalendarCheck, Clock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, toastFailure } from '@client/lib/toast';
import type { TFunction } from 'i18next';
import type { RequestedTime, RequestedTimeState } from '@shared/api/opening-requests';
import { OPENING_HOLD_HOURS } from '@shared/rules/opening-hold';
import { formatZonedDateTime } from '@shared/rules/zoned-time';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import { useLocale } from '@client/i18n/use-locale';
import { apiErrorMessage } from '@client/lib/api-client';
import { useProfile } from '@client/lib/api/get-profile';
import { useRequestOpening } from '@client/lib/api/request-opening';

/** What became of a time the family asked for, in the words of its card. */
export function requestedTimeWords(
  state: RequestedTimeState,
  when: string,
  t: TFunction<'requests'>,
): string {
  switch (state) {
    case 'waiting':
      return t('requestOpening.waiting', { when });
    case 'booked':
      return t('requestOpening.booked', { when });
    case 'declined':
      return t('requestOpening.declined', { when });
    case 'expired':
      return t('requestOpening.expired', { when });
  }
}

/**
 * 'Request this time' for one of a clinic's published openings (docs/product.md#booking-an-opening):
 * a confirm step saying what the clinic will be sent and that the time is held for the family,
 * then the request; afterwards the card says the time is requested and waiting for the clinic.
 * `requested` is the family's earlier request for a time at this clinic, shown instead of the
 * button.
 */
export function RequestOpeningButton({
  providerName,
  openingId,
  start,
  timeZone,
  requested = null,
}: {
  providerName: string;
  openingId: string;
  /** ISO instant of the opening. */
  start: string;
  /** The zone the time is said in (the clinic's, or on the family's card its own); null: UTC. */
  timeZone: string | null;
  requested?: RequestedTime | null;
}) {
  const { t } = useTranslation('requests');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  // The words follow who the care is for: an adult asking for themselves is told 'your age'.
  const forSelf = useProfile().data?.careFor === 'self';
  const when = formatZonedDateTime(new Date(start), timeZone, locale);
  const ask = useRequestOpening({
    onSuccess: () => {
      setOpen(false);
      toast.success(t('requestOpening.sent'), {
        description: t('requestOpening.sentDetail', {
          provider: providerName,
          when,
          hours: OPENING_HOLD_HOURS,
        }),
      });
    },
    onError: (error) => {
      setOpen(false);
      toastFailure(
        error,
        t('requestOpening.failed'),
        apiErrorMessage(error, t('requestOpening.failedDetail')),
      );
    },
  });
  const asked = ask.data?.requestedTime ?? requested;

  if (asked) {
    const askedWhen = formatZonedDateTime(new Date(asked.start), asked.timeZone, locale);
    return (
      <p role="status" className="flex items-start gap-2 text-sm font-medium">
        {asked.state === 'booked' ? (
          <CalendarCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        ) : (
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        )}
        {requestedTimeWords(asked.state, askedWhen, t)}
      </p>
    );
  }

  const send = () => ask.mutate(openingId);

  return (
    <Dialog open={open} onOpenChange={(next) => !ask.isPending && setOpen(next)}>
      <Button type="button" variant="outline" size="touch" wrap onClick={() => setOpen(true)}>
        <CalendarCheck aria-hidden="true" />
        {t('requestOpening.button')}
      </Button>
      <DialogContent>
        <DialogTitle>{t('requestOpening.title', { when })}</DialogTitle>
        <DialogDescription>
          {t('requestOpening.whatIsSent', {
            provider: providerName,
            context: forSelf ? 'self' : undefined,
          })}
        </DialogDescription>
        <p className="text-sm">{t('requestOpening.held', { hours: OPENING_HOLD_HOURS })}</p>
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button type="button" variant="outline" className="min-h-11" disabled={ask.isPending}>
              {t('requestOpening.cancel')}
            </Button>
          </DialogClose>
          <Button type="button" className="min-h-11" disabled={ask.isPending} onClick={send}>
            {ask.isPending ? t('requestOpening.sending') : t('requestOpening.send')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
