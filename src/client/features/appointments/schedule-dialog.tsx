import { useId, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@client/lib/toast';
import {
  NOTES_MAX_LENGTH,
  SCHEDULE_MAX_DAYS_AHEAD,
  scheduleInputSchema,
  type AppointmentRequest,
} from '@shared/api/appointment-requests';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import { FormMessage } from '@client/components/ui/form-message';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';
import { useEmailConfirmed, VerifyEmailHint } from '@client/components/verify-email-hint';
import { calendarDayOf, localCalendarDay } from '@shared/api/calendar-date';
import { formatDay, readerTimeZone } from '@shared/rules/intl-formats';
import { longZoneName, zonedDateTimeToIso } from '@shared/rules/zoned-time';
import { useLocale } from '@client/i18n/use-locale';
import { useCurrentUser } from '@client/lib/session-user';
import { fieldErrors } from '@client/lib/field-errors';
import { useScheduleRequest } from './api/schedule-request';

/** Today (or `days` from it) in the browser's own time zone, as an <input type="date"> value. */
const todayLocal = (days = 0) => localCalendarDay(new Date(Date.now() + days * 86_400_000));

type Errors = Partial<
  Record<'scheduledDate' | 'contactEmail' | 'contactPhone' | 'patientNotes', string>
>;

/**
 * How a booking starts: a time asked for on the day the clinic offered (YYYY-MM-DD), at the time
 * it named if any (HH:MM), or a time the family already agreed with the clinic by phone.
 */
export type BookingStart = { offeredDay: string; offeredTime: string | null } | { byPhone: true };

/**
 * The Schedule Appointment dialog (docs/product.md#scheduling). The date and time are the
 * clinic's local ones, in its own time zone. Whatever the family fills in beside them (phone,
 * notes) goes to the clinic with the time. Closing it puts the keyboard back on the request's card.
 */
export function ScheduleDialog({
  request,
  start,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  request: AppointmentRequest;
  start: BookingStart;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes: the card it was opened from. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('requests');
  const locale = useLocale();
  const id = useId();
  const { user } = useCurrentUser();
  const canSend = useEmailConfirmed();
  const zone = request.provider.timeZone ?? readerTimeZone();
  const byPhone = 'byPhone' in start;
  const [date, setDate] = useState(byPhone ? '' : start.offeredDay);
  const [time, setTime] = useState(byPhone ? '' : (start.offeredTime ?? ''));
  // The account's address until the family types another, also when the account loads late.
  const [typedEmail, setEmail] = useState<string | null>(null);
  const email = typedEmail ?? user?.email ?? '';
  // What the family shared with the clinic before, to keep or change.
  const [phone, setPhone] = useState(request.contactPhone ?? '');
  const [notes, setNotes] = useState(request.patientNotes ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const schedule = useScheduleRequest({ onSuccess: () => onOpenChange(false) });
  // A clinic without an e-mail address cannot be asked to confirm: it was never sent the request.
  const asksClinic = request.status !== 'pending';
  const intro = byPhone
    ? t('schedule.introPhone', { provider: request.provider.name })
    : t('schedule.introOffer', {
        provider: request.provider.name,
        date: formatDay(start.offeredDay, locale),
      });
  const zoneDay = new Date(`${date || calendarDayOf(new Date())}T12:00:00Z`);
  const zoneNote =
    zone === readerTimeZone()
      ? null
      : t('schedule.zoneNote', { zone: longZoneName(zone, zoneDay, locale) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!date || !time) {
      toast.error(t('schedule.missing'), { description: t('schedule.missingDetail') });
      return;
    }
    // The same schema as the server; the clinic's local date and time become an instant with the
    // clinic's offset, plus its zone.
    const parsed = scheduleInputSchema.safeParse({
      scheduledDate: zonedDateTimeToIso(date, time, zone) ?? '',
      timeZone: zone,
      contactEmail: email.trim(),
      contactPhone: phone,
      patientNotes: notes,
      ...(byPhone ? { arrangedByPhone: true } : {}),
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    schedule.mutate({ id: request.id, input: parsed.data });
  };

  const field = (name: keyof Errors) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const dateField = field('scheduledDate');
  const emailField = field('contactEmail');
  const phoneField = field('contactPhone');
  const notesField = field('patientNotes');

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        padding="tight"
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        <DialogTitle>{byPhone ? t('schedule.titlePhone') : t('schedule.title')}</DialogTitle>
        <DialogDescription>
          {intro} {asksClinic ? t('schedule.introAsk') : t('schedule.introRemind')}
        </DialogDescription>
        <form noValidate className="grid gap-4" onSubmit={submit}>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2" data-testid="date-time">
            <div className="grid min-w-0 gap-2">
              <Label htmlFor={`${id}-date`}>{t('schedule.date')}</Label>
              <Input
                id={`${id}-date`}
                type="date"
                className="min-w-0"
                min={todayLocal()}
                max={todayLocal(SCHEDULE_MAX_DAYS_AHEAD - 1)}
                value={date}
                onChange={(e) => setDate(e.target.value)}
                required
                {...dateField}
              />
            </div>
            <div className="grid min-w-0 gap-2">
              <Label htmlFor={`${id}-time`}>{t('schedule.time')}</Label>
              <Input
                id={`${id}-time`}
                type="time"
                className="min-w-0"
                aria-describedby={zoneNote ? `${id}-zone` : undefined}
                value={time}
                onChange={(e) => setTime(e.target.value)}
                required
              />
            </div>
          </div>
          {zoneNote && (
            <p id={`${id}-zone`} className="-mt-2 text-sm text-muted-foreground">
              {zoneNote}
            </p>
          )}
          <FormMessage id={`${id}-scheduledDate-error`}>{errors.scheduledDate}</FormMessage>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-email`}>{t('schedule.email')}</Label>
            <Input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              {...emailField}
            />
            <FormMessage id={`${id}-contactEmail-error`}>{errors.contactEmail}</FormMessage>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-phone`}>{t('schedule.phone')}</Label>
            <Input
              id={`${id}-phone`}
              type="tel"
              autoComplete="tel"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              {...phoneField}
            />
            <FormMessage id={`${id}-contactPhone-error`}>{errors.contactPhone}</FormMessage>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-notes`}>{t('schedule.notes')}</Label>
            <Textarea
              id={`${id}-notes`}
              value={notes}
              maxLength={NOTES_MAX_LENGTH}
              onChange={(e) => setNotes(e.target.value)}
              {...notesField}
            />
            <FormMessage id={`${id}-patientNotes-error`}>{errors.patientNotes}</FormMessage>
          </div>
          <p className="text-sm text-muted-foreground">{t('schedule.shared')}</p>
          {canSend ? null : <VerifyEmailHint id={`${id}-verify-hint`} />}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" wrap onClick={() => onOpenChange(false)}>
              {t('schedule.cancel')}
            </Button>
            <Button
              type="submit"
              wrap
              disabled={!date || !time || schedule.isPending || !canSend}
              aria-describedby={canSend ? undefined : `${id}-verify-hint`}
            >
              {byPhone ? t('schedule.confirm') : t('schedule.askForTime')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
