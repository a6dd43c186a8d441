import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
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
import { isOpen } from '@shared/rules/request-status';
import { longZoneName, zonedDateTimeToIso } from '@shared/rules/zoned-time';
import { useLocale } from '@client/i18n/use-locale';
import { useCurrentUser } from '@client/lib/api/get-current-user';
import { appointmentRequestsQueryOptions } from '@client/lib/api/get-appointment-requests';
import { fieldErrors } from '@client/lib/field-errors';
import { useScheduleRequest } from './api/schedule-request';
import { WithdrawOthersStep } from './withdraw-others-step';

/** Today (or `days` from it) in the browser's own time zone, as an <input type="date"> value. */
const todayLocal = (days = 0) => {
  const now = new Date(Date.now() + days * 86_400_000);
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

type Errors = Partial<
  Record<'scheduledDate' | 'contactEmail' | 'contactPhone' | 'patientNotes', string>
>;

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The Schedule Appointment dialog (docs/product.md#scheduling). The date and time are the
 * clinic's local ones, in its own time zone; once booked, it offers to withdraw the family's
 * other open requests. Closing it puts the keyboard back on the request's card.
 */
export function ScheduleDialog({
  request,
  open,
  onOpenChange,
  initialDate = '',
  returnFocusTo,
}: {
  request: AppointmentRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A day to start from, such as the one the clinic offered (YYYY-MM-DD). */
  initialDate?: string;
  /** Where focus goes when the dialog closes: the card it was opened from. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('requests');
  const locale = useLocale();
  const id = useId();
  const { user } = useCurrentUser();
  const canSend = useEmailConfirmed();
  const queryClient = useQueryClient();
  const zone = request.provider.timeZone ?? browserZone();
  const [date, setDate] = useState(initialDate);
  const [time, setTime] = useState('');
  // The account's address until the family types another, also when the account loads late.
  const [typedEmail, setEmail] = useState<string | null>(null);
  const email = typedEmail ?? user?.email ?? '';
  const [phone, setPhone] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  /** The family's other open requests, once this one is booked; null before. */
  const [others, setOthers] = useState<AppointmentRequest[] | null>(null);
  const schedule = useScheduleRequest({
    onSuccess: () => {
      const all = queryClient.getQueryData(appointmentRequestsQueryOptions().queryKey) ?? [];
      const open = all.filter((other) => other.id !== request.id && isOpen(other.status));
      if (open.length > 0) setOthers(open);
      else onOpenChange(false);
    },
  });
  const zoneDay = new Date(`${date || new Date().toISOString().slice(0, 10)}T12:00:00Z`);
  const zoneNote =
    zone === browserZone()
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
        className="p-4 sm:p-6"
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        {others ? (
          <WithdrawOthersStep booked={request} others={others} onDone={() => onOpenChange(false)} />
        ) : (
          <>
            <DialogTitle>{t('schedule.title')}</DialogTitle>
            <DialogDescription>
              {t('schedule.intro', { provider: request.provider.name })}
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
              {canSend ? null : <VerifyEmailHint id={`${id}-verify-hint`} />}
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button
                  type="button"
                  variant="outline"
                  className="h-auto min-h-10 whitespace-normal"
                  onClick={() => onOpenChange(false)}
                >
                  {t('schedule.cancel')}
                </Button>
                <Button
                  type="submit"
                  className="h-auto min-h-10 whitespace-normal"
                  disabled={!date || !time || schedule.isPending || !canSend}
                  aria-describedby={canSend ? undefined : `${id}-verify-hint`}
                >
                  {t('schedule.confirm')}
                </Button>
              </div>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
