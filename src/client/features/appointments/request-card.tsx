import { CalendarCheck, CalendarPlus, Clock, MapPin, Phone } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { AppointmentRequest } from '@shared/api/appointment-requests';
import { daysUntil, shownNextOpening } from '@shared/rules/best-opening';
import { formatDay } from '@shared/rules/intl-formats';
import { formatWait } from '@shared/rules/wait-time';
import { formatZonedDateTime } from '@shared/rules/zoned-time';
import { OpeningSource } from '@client/components/opening-source';
import { requestedTimeWords } from '@client/components/request-opening-button';
import { NextOpeningLine } from '@client/components/next-opening-line';
import { isAgreed, isBookable, offeredDay, requestStage } from '@shared/rules/request-stage';
import { isOpen } from '@shared/rules/request-status';
import { useSpecialtyWords } from '@client/i18n/use-specialty-words';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { useLocale } from '@client/i18n/use-locale';
import { DirectionsLink } from '@client/components/directions-link';
import { useDownloadCalendar } from './api/download-calendar';
import { NoReplyNote } from './no-reply-note';
import { ProviderReplyNote } from './provider-reply-note';
import { CancelRequestButton } from './cancel-request-button';
import { ScheduleDialog, type BookingStart } from './schedule-dialog';
import { WithdrawOthersButton } from './withdraw-others-button';
import { telHref } from '@shared/rules/tel-link';
import { cancelledByWords, formatAppointment, STAGE_BADGE, stageWord } from './request-card-words';

/**
 * One request on the Appointment Requests page (docs/product.md#appointment-requests). Its root
 * carries `request-{id}`, so `/appointments#request-{id}` links straight to it. `others` are the
 * family's other open requests, to withdraw once this clinic has agreed to an appointment.
 */
export function RequestCard({
  request,
  others = [],
}: {
  request: AppointmentRequest;
  others?: readonly AppointmentRequest[];
}) {
  const { t } = useTranslation('requests');
  const { t: searchT } = useTranslation('search');
  const specialtyWords = useSpecialtyWords();
  const locale = useLocale();
  /** How the open booking dialog started; null while it is closed. */
  const [scheduling, setScheduling] = useState<BookingStart | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { hash } = useLocation();
  // A link to `/appointments#request-{id}` lands on this card, also when the list loads late.
  useEffect(() => {
    if (hash !== `#request-${request.id}`) return;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus();
  }, [hash, request.id]);
  const stage = requestStage(request);
  const offered = offeredDay(request);
  const download = useDownloadCalendar();
  const { provider } = request;
  // The provider's one opening, in the words of the card, the popup and the top options; a
  // request that is no option (never sent, closed) keeps the wait known when it was sent.
  const wait = formatWait(
    request.opening ? daysUntil(request.opening, new Date()) : request.estimatedWaitTime,
    searchT,
  );
  const submitted = formatDay(request.submittedAt, locale);
  const appointment =
    request.scheduledDate && formatAppointment(request.scheduledDate, request.timeZone, locale);

  return (
    <Card id={`request-${request.id}`}>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold">
              {provider.name}
            </h2>
            <p className="text-muted-foreground">{specialtyWords(provider.specialty)}</p>
          </div>
          <Badge variant={STAGE_BADGE[stage]} className="first-letter:uppercase">
            {stageWord(stage, t)}
          </Badge>
        </div>
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <Detail icon={MapPin} term={t('card.location')}>
            {provider.address ?? `${provider.city}, ${provider.state}`}
          </Detail>
          <Detail icon={Clock} term={t('card.estimatedWait')}>
            {wait}
            {request.opening && (
              <>
                {' '}
                <OpeningSource
                  opening={request.opening}
                  parenthesised
                  className="text-muted-foreground"
                />
              </>
            )}
          </Detail>
          {/* Never 'Submitted' for a request that never left: the day the family saved it. */}
          <Detail
            icon={CalendarPlus}
            term={request.status === 'pending' ? t('card.saved') : t('card.submitted')}
          >
            {submitted}
          </Detail>
          {provider.phone && (
            <Detail icon={Phone} term={t('card.phone')}>
              <a
                className="text-primary underline-offset-4 hover:underline"
                href={telHref(provider.phone)}
              >
                {provider.phone}
              </a>
            </Detail>
          )}
        </dl>
        {/* The provider's next opening, when it is what this request is ranked by. */}
        {request.opening && shownNextOpening(request.opening, provider.nextOpening) && (
          <NextOpeningLine opening={provider.nextOpening!} />
        )}
        {provider.address && (
          <DirectionsLink
            className="-mt-2 inline-flex min-h-6 w-fit items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
            address={provider.address}
          />
        )}
        {request.status === 'completed' && appointment && (
          <p className="flex items-center gap-2 text-sm">
            <CalendarCheck aria-hidden="true" className="size-4 text-primary" />
            {t('card.appointmentOn', { when: appointment })}
          </p>
        )}
        {request.cancelledBy && (
          <p className="text-sm text-muted-foreground">
            {cancelledByWords(request.cancelledBy, t)}
          </p>
        )}
        {/* The clinic's published time the family asked for, and what became of it. */}
        {request.requestedTime && request.requestedTime.state !== 'booked' && (
          <p className="flex items-start gap-2 text-sm">
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            {requestedTimeWords(
              request.requestedTime.state,
              formatZonedDateTime(
                new Date(request.requestedTime.start),
                request.requestedTime.timeZone,
                locale,
              ),
              t,
            )}
          </p>
        )}
        {(request.status === 'scheduled' || request.status === 'confirmed') && appointment && (
          <div className="rounded-lg bg-primary-soft/60 p-3 text-sm">
            <p className="flex items-center gap-2 font-medium">
              <CalendarCheck aria-hidden="true" className="size-4 text-primary" />
              {appointment}
            </p>
            {request.reminderEmail && (
              <p className="mt-1 text-muted-foreground">
                {request.contactEmail &&
                request.contactEmail.toLowerCase() !== request.reminderEmail ? (
                  <Trans
                    t={t}
                    i18nKey="card.remindersToUntil"
                    values={{ email: request.reminderEmail, contact: request.contactEmail }}
                    components={{ mail: <span className="break-all" /> }}
                  />
                ) : (
                  <Trans
                    t={t}
                    i18nKey="card.remindersTo"
                    values={{ email: request.reminderEmail }}
                    components={{ mail: <span className="break-all" /> }}
                  />
                )}
              </p>
            )}
          </div>
        )}
        {request.status === 'pending' && (
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            {t('card.notSent')}{' '}
            {provider.phone ? t('card.callThem', { phone: provider.phone }) : t('card.contactThem')}
          </p>
        )}
        <NoReplyNote request={request} />
        {request.reply && (
          <ProviderReplyNote reply={request.reply} insuranceName={request.insuranceType} />
        )}
        {request.patientNotes && (
          <div className="text-sm">
            <p className="font-medium">{t('card.yourNotes')}</p>
            <p className="whitespace-pre-line text-muted-foreground">{request.patientNotes}</p>
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          {offered && (
            <Button
              wrap
              onClick={() =>
                setScheduling({
                  offeredDay: offered,
                  offeredTime: request.reply?.offeredTime ?? null,
                })
              }
            >
              {t('card.scheduleOn', { date: formatDay(offered, locale) })}
            </Button>
          )}
          {isBookable(request) && (
            <Button variant="outline" wrap onClick={() => setScheduling({ byPhone: true })}>
              {t('card.arrangedByPhone')}
            </Button>
          )}
          {(request.status === 'scheduled' || request.status === 'confirmed') &&
            request.scheduledDate && (
              <Button
                variant="outline"
                wrap
                disabled={download.isPending}
                onClick={() => download.mutate(request.id)}
              >
                <CalendarPlus aria-hidden="true" /> {t('card.addToCalendar')}
              </Button>
            )}
          {isAgreed(request) && others.length > 0 && (
            <WithdrawOthersButton agreed={request} others={others} />
          )}
          {isOpen(request.status) && <CancelRequestButton request={request} />}
        </div>
      </CardContent>
      {scheduling && (
        <ScheduleDialog
          request={request}
          start={scheduling}
          open
          onOpenChange={(open) => !open && setScheduling(null)}
          returnFocusTo={heading}
        />
      )}
    </Card>
  );
}

function Detail({
  icon: Icon,
  term,
  children,
}: {
  icon: typeof Clock;
  term: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center gap-2">
      <Icon aria-hidden="true" className="size-4 shrink-0 text-primary" />
      <dt className="font-medium">{term}:</dt>
      <dd>{children}</dd>
    </div>
  );
}
