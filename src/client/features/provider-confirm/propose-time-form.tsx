import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONFIRM_MESSAGE_MAX_LENGTH,
  confirmationInputSchema,
  type ConfirmationInput,
} from '@shared/api/provider-confirmations';
import { Button } from '@client/components/ui/button';
import { FormMessage } from '@client/components/ui/form-message';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';
import { fieldErrors } from '@client/lib/field-errors';
import { localCalendarDay } from '@shared/api/calendar-date';

const today = () => localCalendarDay(new Date());

/**
 * 'Propose another time': a day the clinic can offer, at a time if it wants to name one, and an
 * optional message to the family.
 */
export function ProposeTimeForm({
  pending,
  onSubmit,
  onCancel,
}: {
  pending: boolean;
  onSubmit: (input: ConfirmationInput) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('clinic');
  const id = useId();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'date' | 'time' | 'message', string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = confirmationInputSchema.safeParse({ action: 'propose', date, time, message });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-date`}>{t('propose.date')}</Label>
        <Input
          id={`${id}-date`}
          type="date"
          min={today()}
          value={date}
          onChange={(e) => setDate(e.target.value)}
          aria-invalid={errors.date ? true : undefined}
          aria-describedby={errors.date ? `${id}-date-error` : undefined}
        />
        <FormMessage id={`${id}-date-error`}>{errors.date}</FormMessage>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-time`}>{t('propose.time')}</Label>
        <Input
          id={`${id}-time`}
          type="time"
          className="max-w-40"
          value={time}
          onChange={(e) => setTime(e.target.value)}
          aria-invalid={errors.time ? true : undefined}
          aria-describedby={errors.time ? `${id}-time-error` : undefined}
        />
        <FormMessage id={`${id}-time-error`}>{errors.time}</FormMessage>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-message`}>{t('messageToFamily')}</Label>
        <Textarea
          id={`${id}-message`}
          value={message}
          maxLength={CONFIRM_MESSAGE_MAX_LENGTH}
          onChange={(e) => setMessage(e.target.value)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${id}-message-error` : undefined}
        />
        <FormMessage id={`${id}-message-error`}>{errors.message}</FormMessage>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" disabled={pending} onClick={onCancel}>
          {t('propose.back')}
        </Button>
        <Button type="submit" disabled={pending}>
          {t('propose.submit')}
        </Button>
      </div>
    </form>
  );
}
