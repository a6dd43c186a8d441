import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast, toastFailure } from '@client/lib/toast';
import { changePasswordSchema } from '@shared/api/auth';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { FormMessage } from '@client/components/ui/form-message';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { ApiError, apiErrorMessage } from '@client/lib/api-client';
import { useCurrentUser } from '@client/lib/session-user';
import { usePasswordEstimator, withPasswordStrength } from '@client/lib/password-strength-resolver';
import { useChangePassword } from './api/change-password';

const FIELDS = [
  { name: 'currentPassword', autoComplete: 'current-password' },
  { name: 'newPassword', autoComplete: 'new-password' },
] as const;

/** 'Change password' for built-in accounts: the current one first, then a strong new one. */
export function PasswordCard() {
  const { t } = useTranslation('profile');
  const id = useId();
  const labels = { currentPassword: t('password.current'), newPassword: t('password.new') };
  const { user } = useCurrentUser();
  const change = useChangePassword();
  usePasswordEstimator(true);
  const { register, handleSubmit, formState, reset, setError } = useForm<FieldValues>({
    resolver: withPasswordStrength(
      zodResolver(changePasswordSchema) as unknown as Resolver<FieldValues>,
      { field: 'newPassword', userInputs: () => [user?.firstName, user?.lastName, user?.email] },
    ),
  });
  if (!user?.hasPassword) return null;

  return (
    <section aria-labelledby={`${id}-title`}>
      <Card>
        <CardContent padding="tight">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {t('password.title')}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t('password.intro')}</p>
          <form
            noValidate
            className="mt-4 grid gap-4"
            onSubmit={handleSubmit((values) =>
              change.mutate(values as never, {
                onSuccess: () => {
                  reset();
                  toast.success(t('password.changed'), {
                    description: t('password.changedDescription'),
                  });
                },
                onError: (error) => {
                  if (error instanceof ApiError && error.field && error.serverMessage) {
                    setError(error.field as Path<FieldValues>, { message: error.serverMessage });
                    return;
                  }
                  toastFailure(error, t('errorTitle'), apiErrorMessage(error, t('pleaseTryAgain')));
                },
              }),
            )}
          >
            {FIELDS.map((field) => {
              const error = formState.errors[field.name]?.message;
              const errorId = `${id}-${field.name}-error`;
              return (
                <div key={field.name} className="grid gap-2">
                  <Label htmlFor={`${id}-${field.name}`}>{labels[field.name]}</Label>
                  <Input
                    id={`${id}-${field.name}`}
                    type="password"
                    autoComplete={field.autoComplete}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    {...register(field.name)}
                  />
                  <FormMessage id={errorId}>{typeof error === 'string' ? error : null}</FormMessage>
                </div>
              );
            })}
            <Button
              type="submit"
              size="touch"
              className="justify-self-start"
              disabled={change.isPending}
            >
              {change.isPending ? t('saving') : t('password.submit')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </section>
  );
}
