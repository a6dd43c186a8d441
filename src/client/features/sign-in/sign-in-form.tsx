import type { TFunction } from 'i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { PASSWORD_MIN_LENGTH, signInSchema, signUpSchema } from '@shared/api/auth';
import { Button } from '@client/components/ui/button';
import { FormMessage } from '@client/components/ui/form-message';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { ApiError, apiErrorMessage } from '@client/lib/api-client';
import { usePasswordEstimator, withPasswordStrength } from '@client/lib/password-strength-resolver';
import { useSignIn } from './api/sign-in';
import { useSignUp } from './api/sign-up';
import { ResendLink } from './resend-link';

type Mode = 'sign-in' | 'sign-up';

type Field = { name: string; label: string; type: string; autoComplete: string };

function fieldsOf(mode: Mode, t: TFunction<'auth'>): Field[] {
  const email = { name: 'email', label: t('form.email'), type: 'email', autoComplete: 'email' };
  const password = { name: 'password', label: t('form.password'), type: 'password' };
  if (mode === 'sign-in') return [email, { ...password, autoComplete: 'current-password' }];
  return [
    { name: 'firstName', label: t('form.firstName'), type: 'text', autoComplete: 'given-name' },
    { name: 'lastName', label: t('form.lastName'), type: 'text', autoComplete: 'family-name' },
    email,
    { ...password, autoComplete: 'new-password' },
  ];
}

const signInResolver = zodResolver(signInSchema) as unknown as Resolver<FieldValues>;
const signUpResolver = withPasswordStrength(
  zodResolver(signUpSchema) as unknown as Resolver<FieldValues>,
  { field: 'password', userInputs: (values) => [values.firstName, values.lastName, values.email] },
);

/** The built-in account forms (used without OpenID Connect), validated as the server validates. */
export function SignInForm({
  mode,
  onSignedUp,
}: {
  mode: Mode;
  /** After sign-up: the address the verification e-mail went to. */
  onSignedUp?: (email: string) => void;
}) {
  const { t } = useTranslation('auth');
  const id = useId();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const signUp = useSignUp();
  const mutation = mode === 'sign-in' ? signIn : signUp;
  usePasswordEstimator(mode === 'sign-up');
  const { register, handleSubmit, formState } = useForm<FieldValues>({
    // One form for both modes; the fields rendered match the schema in use.
    resolver: mode === 'sign-in' ? signInResolver : signUpResolver,
  });

  // The address a refused sign-in was for, so 'Send the link again' goes where the form said.
  const [submittedEmail, setSubmittedEmail] = useState('');
  const unconfirmed =
    mode === 'sign-in' &&
    signIn.error instanceof ApiError &&
    signIn.error.code === 'email_not_verified';

  const submitError = mutation.error
    ? mutation.error instanceof ApiError && mutation.error.code === 'invalid_credentials'
      ? t('form.invalidCredentials')
      : apiErrorMessage(mutation.error, t('form.failed'))
    : null;

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={handleSubmit((values) => {
        if (mode === 'sign-up') {
          signUp.mutate(values as never, { onSuccess: (result) => onSignedUp?.(result.email) });
          return;
        }
        setSubmittedEmail(String(values.email));
        signIn.mutate(values as never, { onSuccess: () => navigate('/', { replace: true }) });
      })}
    >
      {fieldsOf(mode, t).map((field) => {
        const error = formState.errors[field.name]?.message;
        const errorId = `${id}-${field.name}-error`;
        return (
          <div key={field.name} className="grid gap-2">
            <Label htmlFor={`${id}-${field.name}`}>{field.label}</Label>
            <Input
              id={`${id}-${field.name}`}
              type={field.type}
              autoComplete={field.autoComplete}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              {...register(field.name as Path<FieldValues>)}
            />
            <FormMessage id={errorId}>{typeof error === 'string' ? error : null}</FormMessage>
            {mode === 'sign-up' && field.name === 'password' && !error ? (
              <p className="text-sm text-muted-foreground">
                {t('form.passwordHint', { min: PASSWORD_MIN_LENGTH })}
              </p>
            ) : null}
          </div>
        );
      })}
      <div role="alert" className="min-h-0 text-sm font-medium text-destructive">
        {submitError}
      </div>
      {unconfirmed ? <ResendLink email={submittedEmail} /> : null}
      <Button type="submit" size="lg" disabled={mutation.isPending}>
        {mode === 'sign-in' ? t('form.signIn') : t('form.createAccount')}
      </Button>
    </form>
  );
}
