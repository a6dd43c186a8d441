import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import {
  useForm,
  useWatch,
  type FieldError,
  type Resolver,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { z } from 'zod';
import {
  REPLY_MESSAGE_MAX_LENGTH,
  replyInputFor,
  WAITLIST_MAX,
  type ReplyAnswer,
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

/** The three answers, in the words the clinic chooses from. */
export const ANSWER_LABELS: Record<ReplyAnswer, string> = {
  offer: 'We can offer an appointment',
  waitlist: 'Waitlist',
  not_accepting: 'Not accepting new patients',
};

/** What the form holds: inputs give text, turned into the API's shape for the schema. */
interface FormValues {
  answer: ReplyAnswer | '';
  earliestDate: string;
  waitlistAmount: string;
  waitlistUnit: string;
  willCall: boolean;
  insuranceAccepted: string;
  message: string;
}

const yesNo = (value: unknown) => (value === 'yes' ? true : value === 'no' ? false : undefined);
const orUndefined = (value: string) => (value === '' ? undefined : value);

/**
 * The reply as the API takes it, holding only the chosen answer's fields: what the clinic typed
 * for another answer before changing its mind is not sent. Unparseable input stays as it is, so
 * the schema names the field.
 */
function toInput(values: FormValues, hasInsurance: boolean): Partial<ReplyInput> {
  const common = {
    insuranceAccepted: hasInsurance ? (yesNo(values.insuranceAccepted) ?? null) : null,
    message: values.message,
  };
  switch (values.answer) {
    case 'offer':
      return { answer: 'offer', earliestDate: values.earliestDate, ...common };
    case 'waitlist':
      return {
        answer: 'waitlist',
        waitlistAmount: values.waitlistAmount === '' ? undefined : Number(values.waitlistAmount),
        waitlistUnit: orUndefined(values.waitlistUnit) as 'weeks' | 'months' | undefined,
        willCall: values.willCall,
        ...common,
      } as Partial<ReplyInput>;
    case 'not_accepting':
      return { answer: 'not_accepting', ...common };
    default:
      return common;
  }
}

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
  onSent: (answer: ReplyAnswer) => void;
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
  const { register, handleSubmit, formState, control } = useForm<FormValues>({
    resolver,
    defaultValues: {
      answer: '',
      earliestDate: '',
      waitlistAmount: '',
      waitlistUnit: '',
      willCall: false,
      insuranceAccepted: '',
      message: '',
    },
  });
  const answer = useWatch({ control, name: 'answer' });
  const errors = formState.errors as Partial<Record<keyof FormValues, FieldError>>;
  const errorId = (name: keyof FormValues) => `${id}-${name}-error`;
  const describedBy = (name: keyof FormValues) => (errors[name] ? errorId(name) : undefined);
  const invalid = (name: keyof FormValues) => (errors[name] ? true : undefined);

  return (
    <form
      noValidate
      className="grid gap-6"
      // The resolver hands over the schema's output: the reply as the API takes it.
      onSubmit={handleSubmit((reply) => {
        const sent = reply as unknown as ReplyInput;
        send.mutate(sent, { onSuccess: () => onSent(sent.answer) });
      })}
    >
      <fieldset className="grid gap-2" aria-describedby={describedBy('answer')}>
        <legend className="mb-2 text-sm font-medium">Your answer</legend>
        {(Object.keys(ANSWER_LABELS) as ReplyAnswer[]).map((value) => (
          <label
            key={value}
            className="flex min-h-11 items-center gap-3 rounded-md border border-border px-3 text-sm has-checked:border-primary has-checked:bg-primary-soft/40"
          >
            <input
              type="radio"
              value={value}
              className="size-5 accent-primary"
              aria-invalid={invalid('answer')}
              {...register('answer')}
            />
            {ANSWER_LABELS[value]}
          </label>
        ))}
        <FormMessage id={errorId('answer')}>{errors.answer?.message}</FormMessage>
      </fieldset>

      {answer === 'offer' && (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-date`}>Earliest available date</Label>
          <Input
            id={`${id}-date`}
            type="date"
            min={today()}
            required
            className="max-w-56"
            aria-invalid={invalid('earliestDate')}
            aria-describedby={describedBy('earliestDate')}
            {...register('earliestDate')}
          />
          <FormMessage id={errorId('earliestDate')}>{errors.earliestDate?.message}</FormMessage>
        </div>
      )}

      {answer === 'waitlist' && (
        <div className="grid gap-4">
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Estimated wait</legend>
            <div className="flex flex-wrap items-end gap-3">
              <div className="grid gap-1">
                <Label htmlFor={`${id}-amount`} className="font-normal">
                  Number
                </Label>
                <Input
                  id={`${id}-amount`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={WAITLIST_MAX.weeks}
                  step={1}
                  required
                  className="w-24"
                  aria-invalid={invalid('waitlistAmount')}
                  aria-describedby={describedBy('waitlistAmount')}
                  {...register('waitlistAmount')}
                />
              </div>
              <div className="grid gap-1">
                <Label htmlFor={`${id}-unit`} className="font-normal">
                  Unit
                </Label>
                <select
                  id={`${id}-unit`}
                  required
                  className="flex h-11 rounded-md border border-border bg-background px-3 py-2 text-base aria-invalid:border-destructive sm:text-sm"
                  aria-invalid={invalid('waitlistUnit')}
                  aria-describedby={describedBy('waitlistUnit')}
                  {...register('waitlistUnit')}
                >
                  <option value="">Choose...</option>
                  <option value="weeks">weeks</option>
                  <option value="months">months</option>
                </select>
              </div>
            </div>
            <FormMessage id={errorId('waitlistAmount')}>
              {errors.waitlistAmount?.message}
            </FormMessage>
            <FormMessage id={errorId('waitlistUnit')}>{errors.waitlistUnit?.message}</FormMessage>
          </fieldset>
          <label className="flex min-h-11 items-center gap-3 text-sm">
            <input type="checkbox" className="size-5 accent-primary" {...register('willCall')} />
            We will call the family when a place opens
          </label>
        </div>
      )}

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
          aria-invalid={invalid('message')}
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
  register: UseFormRegisterReturn;
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
