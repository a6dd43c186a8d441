import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@client/lib/toast';
import { z } from 'zod';
import { newPasswordSchema, PASSWORD_MIN_LENGTH } from '@shared/api/auth';
import { PublicPage } from '@client/components/public-page';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { FormMessage } from '@client/components/ui/form-message';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { i18n } from '@client/i18n/i18n';
import { ApiError, apiErrorMessage } from '@client/lib/api-client';
import { usePasswordEstimator, withPasswordStrength } from '@client/lib/password-strength-resolver';
import { useResetPassword } from './api/reset-password';

const formSchema = z
  .object({ password: newPasswordSchema, confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    // Worded when the form is checked, in the language on screen then.
    error: () => i18n.t('auth:reset.mismatch'),
  });

const resolver = withPasswordStrength(zodResolver(formSchema) as unknown as Resolver<FieldValues>, {
  field: 'password',
  userInputs: () => [],
});

/** `/reset-password?token=...`, from the e-mailed link: choose a new password, then continue. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const id = useId();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  usePasswordEstimator(true);
  const { register, handleSubmit, formState } = useForm<FieldValues>({ resolver });
  const fields = [
    { name: 'password', label: t('reset.newPassword') },
    { name: 'confirm', label: t('reset.confirm') },
  ] as const;
  const linkProblem =
    reset.error instanceof ApiError && reset.error.code?.startsWith('link_')
      ? apiErrorMessage(reset.error, t('link.notValid'))
      : null;
  const passwordProblem =
    reset.error instanceof ApiError && reset.error.field === 'password'
      ? apiErrorMessage(reset.error, '')
      : null;

  return (
    <PublicPage>
      <Card className="w-full max-w-md">
        <CardContent className="grid gap-4">
          <h1 className="text-2xl font-bold">{t('reset.title')}</h1>
          {linkProblem ? (
            <>
              <p role="alert">{linkProblem}</p>
              <Button asChild size="touch" className="justify-self-start">
                <Link to="/forgot-password">{t('reset.newLink')}</Link>
              </Button>
            </>
          ) : (
            <form
              noValidate
              className="grid gap-4"
              onSubmit={handleSubmit((values) =>
                reset.mutate(
                  { token, password: String(values.password) },
                  {
                    onSuccess: (user) => {
                      toast.success(t('reset.changed'), {
                        description: t('reset.changedDescription'),
                      });
                      // A reclaimed account has no name yet: its page asks for one.
                      void navigate(user.firstName ? '/' : '/profile', { replace: true });
                    },
                  },
                ),
              )}
            >
              <p className="text-muted-foreground">
                {t('reset.hint', { min: PASSWORD_MIN_LENGTH })}
              </p>
              {fields.map((field) => {
                const message =
                  formState.errors[field.name]?.message ??
                  (field.name === 'password' ? passwordProblem : null);
                const errorId = `${id}-${field.name}-error`;
                return (
                  <div key={field.name} className="grid gap-2">
                    <Label htmlFor={`${id}-${field.name}`}>{field.label}</Label>
                    <Input
                      id={`${id}-${field.name}`}
                      type="password"
                      autoComplete="new-password"
                      aria-invalid={message ? true : undefined}
                      aria-describedby={message ? errorId : undefined}
                      {...register(field.name)}
                    />
                    <FormMessage id={errorId}>
                      {typeof message === 'string' && message ? message : null}
                    </FormMessage>
                  </div>
                );
              })}
              {reset.isError && !passwordProblem ? (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {apiErrorMessage(reset.error, t('form.failed'))}
                </p>
              ) : null}
              <Button type="submit" size="lg" disabled={reset.isPending}>
                {reset.isPending ? t('reset.saving') : t('reset.save')}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </PublicPage>
  );
}
