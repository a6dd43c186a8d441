import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type FieldError, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  REPLY_ANSWERS,
  REPLY_MESSAGE_MAX_LENGTH,
  replyInputFor,
  WAITLIST_MAX,
  type ReplyAnswer,
  type ReplyForm as ReplyFormData,
  type ReplyInput,
} from '@shared/api/provider-replies';
import { ANSWER_CHANGE_DAYS } from '@shared/rules/opening-hold';
import { Button } from '@client/components/ui/button';
import { FormMessage } from '@client/components/ui/form-message';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';
import { apiErrorMessage } from '@client/lib/api-client';
import { useSendReply } from './api/send-reply';
import { startingValues, toInput, today, type FormValues } from './reply-form-values';
import { YesNo } from './yes-no';

/**
 * The provider's answer, validated by the same schema as the server. It may promise to call the
 * family only when the family shared a phone number.
 */
export function ReplyForm({
  token,
  form,
  onSent,
}: {
  token: string;
  form: ReplyFormData;
  onSent: (answer: ReplyAnswer) => void;
}) {
  const { t } = useTranslation('clinic');
  const id = useId();
  const send = useSendReply(token);
  const hasInsurance = form.insuranceType !== null;
  const resolver = useMemo(
    () =>
      // The form's strings become the API's shape first, so the shared schema judges them.
      zodResolver(
        z.preprocess(
          (values) => toInput(values as FormValues, hasInsurance),
          replyInputFor(form.insuranceType, form.family.phone),
        ) as never,
      ) as unknown as Resolver<FormValues>,
    [form.insuranceType, form.family.phone, hasInsurance],
  );
  const { register, handleSubmit, formState, control } = useForm<FormValues>({
    resolver,
    defaultValues: startingValues(form),
  });
  const answer = useWatch({ control, name: 'answer' });
  // 'Not accepting' closes the family's request: it is sent only once the clinic confirms it.
  const [confirming, setConfirming] = useState<ReplyInput | null>(null);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (confirming) confirmHeading.current?.focus();
  }, [confirming]);
  const sendNow = (sent: ReplyInput) =>
    send.mutate(sent, {
      onSuccess: () => onSent(sent.answer),
      onSettled: () => setConfirming(null),
    });
  // Each field's props, spread onto its input below; registering a field whose input is not shown
  // changes nothing, as the form keeps every value and sends only the chosen answer's.
  const fields = {
    answer: register('answer'),
    earliestDate: register('earliestDate'),
    offeredTime: register('offeredTime'),
    waitlistAmount: register('waitlistAmount'),
    waitlistUnit: register('waitlistUnit'),
    willCall: register('willCall'),
    insuranceAccepted: register('insuranceAccepted'),
    message: register('message'),
  };
  const errors = formState.errors as Partial<Record<keyof FormValues, FieldError>>;
  const errorId = (name: keyof FormValues) => `${id}-${name}-error`;
  const describedBy = (name: keyof FormValues) => (errors[name] ? errorId(name) : undefined);
  const invalid = (name: keyof FormValues) => (errors[name] ? true : undefined);
  // The three answers, in the words the clinic chooses from.
  const answerLabels: Record<ReplyAnswer, string> = {
    offer: t('reply.answer.offer'),
    waitlist: t('reply.answer.waitlist'),
    not_accepting: t('reply.answer.notAccepting'),
  };

  return (
    <form
      noValidate
      className="grid gap-6"
      // The resolver hands over the schema's output: the reply as the API takes it.
      onSubmit={handleSubmit((reply) => {
        const sent = reply as unknown as ReplyInput;
        if (sent.answer === 'not_accepting') setConfirming(sent);
        else sendNow(sent);
      })}
    >
      <fieldset className="grid gap-2" aria-describedby={describedBy('answer')}>
        <legend className="mb-2 text-sm font-medium">{t('reply.answer.legend')}</legend>
        {REPLY_ANSWERS.map((value) => (
          <label
            key={value}
            className="flex min-h-11 items-center gap-3 rounded-md border border-border px-3 text-sm has-checked:border-primary has-checked:bg-primary-soft/40"
          >
            <input
              type="radio"
              value={value}
              className="size-6 accent-primary"
              aria-invalid={invalid('answer')}
              {...fields.answer}
            />
            {answerLabels[value]}
          </label>
        ))}
        <FormMessage id={errorId('answer')}>{errors.answer?.message}</FormMessage>
      </fieldset>

      {answer === 'offer' && (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-date`}>{t('reply.earliestDate')}</Label>
          <Input
            id={`${id}-date`}
            type="date"
            min={today()}
            required
            className="max-w-56"
            aria-invalid={invalid('earliestDate')}
            aria-describedby={describedBy('earliestDate')}
            {...fields.earliestDate}
          />
          <FormMessage id={errorId('earliestDate')}>{errors.earliestDate?.message}</FormMessage>
          <Label htmlFor={`${id}-time`} className="mt-2">
            {t('reply.offeredTime')}
          </Label>
          <p id={`${id}-time-hint`} className="text-sm text-muted-foreground">
            {t('reply.offeredTimeHint')}
          </p>
          <Input
            id={`${id}-time`}
            type="time"
            className="max-w-40"
            aria-invalid={invalid('offeredTime')}
            aria-describedby={[`${id}-time-hint`, describedBy('offeredTime')]
              .filter(Boolean)
              .join(' ')}
            {...fields.offeredTime}
          />
          <FormMessage id={errorId('offeredTime')}>{errors.offeredTime?.message}</FormMessage>
        </div>
      )}

      {answer === 'waitlist' && (
        <div className="grid gap-4">
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{t('reply.wait.legend')}</legend>
            <div className="flex flex-wrap items-end gap-3">
              <div className="grid gap-1">
                <Label htmlFor={`${id}-amount`} weight="normal">
                  {t('reply.wait.amount')}
                </Label>
                <Input
                  id={`${id}-amount`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={WAITLIST_MAX.weeks}
                  step={1}
                  required
                  width="set"
                  className="w-24"
                  aria-invalid={invalid('waitlistAmount')}
                  aria-describedby={describedBy('waitlistAmount')}
                  {...fields.waitlistAmount}
                />
              </div>
              <div className="grid gap-1">
                <Label htmlFor={`${id}-unit`} weight="normal">
                  {t('reply.wait.unit')}
                </Label>
                <select
                  id={`${id}-unit`}
                  required
                  className="flex h-11 rounded-md border border-border bg-background px-3 py-2 text-base aria-invalid:border-destructive sm:text-sm"
                  aria-invalid={invalid('waitlistUnit')}
                  aria-describedby={describedBy('waitlistUnit')}
                  {...fields.waitlistUnit}
                >
                  <option value="">{t('reply.wait.choose')}</option>
                  <option value="weeks">{t('reply.wait.weeks')}</option>
                  <option value="months">{t('reply.wait.months')}</option>
                </select>
              </div>
            </div>
            <FormMessage id={errorId('waitlistAmount')}>
              {errors.waitlistAmount?.message}
            </FormMessage>
            <FormMessage id={errorId('waitlistUnit')}>{errors.waitlistUnit?.message}</FormMessage>
          </fieldset>
          {form.family.phone && (
            <label className="flex min-h-11 items-center gap-3 text-sm">
              <input type="checkbox" className="size-6 accent-primary" {...fields.willCall} />
              {t('reply.wait.willCall')}
            </label>
          )}
        </div>
      )}

      {hasInsurance && (
        <YesNo
          legend={t('reply.insurance.legend', { insurance: form.insuranceType })}
          error={errors.insuranceAccepted?.message}
          errorId={errorId('insuranceAccepted')}
          register={fields.insuranceAccepted}
        />
      )}

      <div className="grid gap-2">
        <Label htmlFor={`${id}-message`}>{t('messageToFamily')}</Label>
        <Textarea
          id={`${id}-message`}
          rows={4}
          maxLength={REPLY_MESSAGE_MAX_LENGTH}
          placeholder={t('reply.messagePlaceholder')}
          aria-invalid={invalid('message')}
          aria-describedby={describedBy('message')}
          {...fields.message}
        />
        <FormMessage id={errorId('message')}>{errors.message?.message}</FormMessage>
      </div>

      <div role="alert" className="text-sm font-medium text-destructive">
        {send.error ? apiErrorMessage(send.error, t('reply.notSent')) : null}
      </div>
      {confirming ? (
        <div
          role="group"
          aria-labelledby={`${id}-confirm-title`}
          className="grid gap-3 rounded-lg border border-destructive/50 p-4"
        >
          <h2
            id={`${id}-confirm-title`}
            ref={confirmHeading}
            tabIndex={-1}
            className="text-lg font-semibold"
          >
            {t('reply.confirmNotAccepting.title')}
          </h2>
          <p className="text-sm">
            {t('reply.confirmNotAccepting.body', { days: ANSWER_CHANGE_DAYS })}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button
              type="button"
              variant="destructive"
              disabled={send.isPending}
              onClick={() => sendNow(confirming)}
            >
              {send.isPending ? t('reply.sending') : t('reply.confirmNotAccepting.confirm')}
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={send.isPending}
              onClick={() => setConfirming(null)}
            >
              {t('reply.confirmNotAccepting.back')}
            </Button>
          </div>
        </div>
      ) : (
        <Button type="submit" size="lg" disabled={send.isPending}>
          {send.isPending ? t('reply.sending') : t('reply.send')}
        </Button>
      )}
    </form>
  );
}
