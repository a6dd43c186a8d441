import { CalendarCheck, CalendarPlus, Clock, MapPin, Phone } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { AppointmentRequest, AppointmentStatus } from '@shared/api/appointment-requests';
import { formatReplyDate } from '@shared/rules/reply-wording';
import { isOpen } from '@shared/rules/request-status';
import { formatWait } from '@shared/rules/wait-time';
import { i18n } from '@client/i18n/i18n';
import { Badge, type BadgeProps } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { useDownloadCalendar } from './api/download-calendar';
import { NoReplyNote } from './no-reply-note';
import { ProviderReplyNote } from './provider-reply-note';
import { CancelRequestButton } from './cancel-request-button';
import { ScheduleDialog } from './schedule-dialog';

const STATUS_BADGE: Record<AppointmentStatus, BadgeProps['variant']> = {
  pending: 'outline',
  submitted: 'secondary',
  scheduled: 'default',
  confirmed: 'default',
  cancelled: 'destructive',
  completed: 'outline',
};

/** Why a cancelled request ended, in the family's terms. */
const CANCELLED_BY: Record<NonNullable<AppointmentRequest['cancelledBy']>, string> = {
  family: 'You withdrew this request.',
  clinic: 'The clinic closed this request.',
  system: 'This request was closed.',
};

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
/**
 * 'Wednesday, March 3, 2027 at 2:30 PM', in the appointment's zone, and with that zone's short
 * name ('MST') when it is not the reader's own. (Intl refuses a zone name next to dateStyle, so it
 * is added on its own.)
 */
function formatAppointment(iso: string, timeZone: string | null): string {
  const date = new Date(iso);
  const zone = timeZone ?? undefined;
  const text = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: zone,
  }).format(date);
  if (!timeZone || timeZone === Intl.DateTimeFormat().resolvedOptions().timeZone) return text;
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name ? `${text} ${name}` : text;
}

/**
 * One request on the Appointment Requests page (docs/product.md#appointment-requests). Its root
 * carries `request-{id}`, so `/appointments#request-{id}` links straight to it.
 */
export function RequestCard({ request }: { request: AppointmentRequest }) {
  /** Open with the day to start from: '' for none, or the day the clinic offered. */
  const [scheduling, setScheduling] = useState<{ date: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { hash } = useLocation();
  // A link to `/appointments#request-{id}` lands on this card, also when the list loads late.
  useEffect(() => {
    if (hash !== `#request-${request.id}`) return;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus();
  }, [hash, request.id]);
  const bookable = request.status === 'submitted' || request.status === 'pending';
  const offered = bookable ? (request.reply?.earliestDate ?? null) : null;
  const download = useDownloadCalendar();
  const { provider } = request;
  const wait =
    request.estimatedWaitTime === null
      ? formatWait(null, i18n.t)
      : `${request.estimatedWaitTime} days`;

  return (
    <Card id={`request-${request.id}`}>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold">
              {provider.name}
            </h2>
            <p className="text-muted-foreground">{provider.specialty}</p>
          </div>
          <Badge variant={STATUS_BADGE[request.status]} className="capitalize">
            {request.status}
          </Badge>
        </div>
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <Detail icon={MapPin} term="Location">{`${provider.city}, ${provider.state}`}</Detail>
          <Detail icon={Clock} term="Estimated wait">
            {wait}
          </Detail>
          <Detail icon={CalendarPlus} term="Submitted">
            {dateFormat.format(new Date(request.submittedAt))}
          </Detail>
          {provider.phone && (
            <Detail icon={Phone} term="Phone">
              <a
                className="text-primary underline-offset-4 hover:underline"
                href={`tel:${provider.phone}`}
              >
                {provider.phone}
              </a>
            </Detail>
          )}
        </dl>
        {request.status === 'completed' && request.scheduledDate && (
          <p className="flex items-center gap-2 text-sm">
            <CalendarCheck aria-hidden="true" className="size-4 text-primary" />
            Appointment on {formatAppointment(request.scheduledDate, request.timeZone)}
          </p>
        )}
        {request.cancelledBy && (
          <p className="text-sm text-muted-foreground">{CANCELLED_BY[request.cancelledBy]}</p>
        )}
        {(request.status === 'scheduled' || request.status === 'confirmed') &&
          request.scheduledDate && (
            <div className="rounded-lg bg-primary-soft/60 p-3 text-sm">
              <p className="flex items-center gap-2 font-medium">
                <CalendarCheck aria-hidden="true" className="size-4 text-primary" />
                {formatAppointment(request.scheduledDate, request.timeZone)}
              </p>
              {request.reminderEmail && (
                <p className="mt-1 text-muted-foreground">
                  Reminders go to <span className="break-all">{request.reminderEmail}</span>
                  {request.contactEmail &&
                  request.contactEmail.toLowerCase() !== request.reminderEmail
                    ? ` until ${request.contactEmail} is confirmed: we sent it a link.`
                    : null}
                </p>
              )}
            </div>
          )}
        {request.status === 'pending' && (
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            Not sent: we have no e-mail address for this provider.{' '}
            {provider.phone
              ? `Please call them at ${provider.phone}.`
              : 'Please contact them directly.'}
          </p>
        )}
        <NoReplyNote request={request} />
        {request.reply && (
          <ProviderReplyNote reply={request.reply} insuranceName={request.insuranceType} />
        )}
        {request.patientNotes && (
          <div className="text-sm">
            <p className="font-medium">Your notes</p>
            <p className="whitespace-pre-line text-muted-foreground">{request.patientNotes}</p>
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          {offered && (
            <Button onClick={() => setScheduling({ date: offered })}>
              Schedule on {formatReplyDate(offered)}
            </Button>
          )}
          {bookable && (
            <Button
              variant={offered ? 'outline' : 'default'}
              onClick={() => setScheduling({ date: '' })}
            >
              Schedule Appointment
            </Button>
          )}
          {(request.status === 'scheduled' || request.status === 'confirmed') &&
            request.scheduledDate && (
              <Button
                variant="outline"
                disabled={download.isPending}
                onClick={() => download.mutate(request.id)}
              >
                <CalendarPlus aria-hidden="true" /> Add to Calendar
              </Button>
            )}
          {isOpen(request.status) && <CancelRequestButton request={request} />}
        </div>
      </CardContent>
      {scheduling && (
        <ScheduleDialog
          request={request}
          open
          onOpenChange={(open) => !open && setScheduling(null)}
          initialDate={scheduling.date}
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
