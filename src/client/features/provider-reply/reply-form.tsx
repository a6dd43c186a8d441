import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm, type FieldError, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import {
  REPLY_MESSAGE_MAX_LENGTH,
  replyInputFor,
  type ReplyForm as ReplyFormData,
  type ReplyInput,
} from '@shared/api/provider-replies';
import { Button } from '@client/components/ui/button';
import { FormMessage } from '@client/components/ui/form-message';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';
import { apiErrorMessage } from '@client/lib/api-client';
import { useSendReply } from './api/send-reply';

/** What the form holds: radio buttons give 'yes' or 'no', turned into booleans for the schema. */
interface FormValues {
  earliestDate: string;
  acceptingNewPatients: string;
  insuranceAccepted: string;
  message: string;
}

const yesNo = (value: unknown) => (value === 'yes' ? true : value === 'no' ? false : undefined);

const toInput = (values: FormValues, hasInsurance: boolean): ReplyInput => ({
  earliestDate: values.earliestDate,
  acceptingNewPatients: yesNo(values.acceptingNewPatients) as boolean,
  insuranceAccepted: hasInsurance ? (yesNo(values.insuranceAccepted) ?? null) : null,
  message: values.message,
});

const today = () => {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
};

/** The provider's answer, validated by the same schema as the server. */
export function ReplyForm({
  token,
  form,
  onSent,
}: {
  token: string;
  form: ReplyFormData;
  onSent: () => void;
}) {
  const id = useId();
  const send = useSendReply(token);
  const hasInsurance = form.insuranceType !== null;
  const resolver = useMemo(
    () =>
      // The form's strings become the API's shape first, so the shared schema judges them.
      zodResolver(
        z.preprocess(
          (values) => toInput(values as FormValues, hasInsurance),
          replyInputFor(form.insuranceType),
        ) as never,
      ) as unknown as Resolver<FormValues>,
    [form.insuranceType, hasInsurance],
  );
  const { register, handleSubmit, formState } = useForm<FormValues>({
    resolver,
    defaultValues: {
      earliestDate: '',
      acceptingNewPatients: '',
      insuranceAccepted: '',
      message: '',
    },
  });
  const errors = formState.errors as Partial<Record<keyof FormValues, FieldError>>;
  const errorId = (name: keyof FormValues) => `${id}-${name}-error`;
  const describedBy = (name: keyof FormValues) => (errors[name] ? errorId(name) : undefined);

  return (
    <form
      noValidate
      className="grid gap-6"
      // The resolver hands over the schema's output: the reply as the API takes it.
      onSubmit={handleSubmit((reply) =>
        send.mutate(reply as unknown as ReplyInput, { onSuccess: onSent }),
      )}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-date`}>Earliest available date</Label>
        <Input
          id={`${id}-date`}
          type="date"
          min={today()}
          className="max-w-56"
          aria-invalid={errors.earliestDate ? true : undefined}
          aria-describedby={describedBy('earliestDate')}
          {...register('earliestDate')}
        />
        <FormMessage id={errorId('earliestDate')}>{errors.earliestDate?.message}</FormMessage>
      </div>

      <YesNo
        legend="Accepting new patients"
        error={errors.acceptingNewPatients?.message}
        errorId={errorId('acceptingNewPatients')}
        register={register('acceptingNewPatients')}
      />
      {hasInsurance && (
        <YesNo
          legend={`Do you accept ${form.insuranceType}?`}
          error={errors.insuranceAccepted?.message}
          errorId={errorId('insuranceAccepted')}
          register={register('insuranceAccepted')}
        />
      )}

      <div className="grid gap-2">
        <Label htmlFor={`${id}-message`}>Message to the family (optional)</Label>
        <Textarea
          id={`${id}-message`}
          rows={4}
          maxLength={REPLY_MESSAGE_MAX_LENGTH}
          placeholder="For example: call our front desk to book, or what to bring to the first visit."
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message')}
          {...register('message')}
        />
        <FormMessage id={errorId('message')}>{errors.message?.message}</FormMessage>
      </div>

      <div role="alert" className="text-sm font-medium text-destructive">
        {send.error
          ? apiErrorMessage(send.error, 'Your reply could not be sent. Please try again.')
          : null}
      </div>
      <Button type="submit" size="lg" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send reply'}
      </Button>
    </form>
  );
}

function YesNo(props: {
  legend: string;
  error: string | undefined;
  errorId: string;
  register: ReturnType<ReturnType<typeof useForm<FormValues>>['register']>;
}) {
  const { legend, error, errorId, register } = props;
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex gap-6">
        {(['yes', 'no'] as const).map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              value={value}
              className="size-5 accent-primary"
              aria-invalid={error ? true : undefined}
              {...register}
            />
            {value === 'yes' ? 'Yes' : 'No'}
          </label>
        ))}
      </div>
      <FormMessage id={errorId}>{error}</FormMessage>
    </fieldset>
  );
}
