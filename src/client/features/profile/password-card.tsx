import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { changePasswordSchema } from '@shared/api/auth';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { FormMessage } from '@client/components/ui/form-message';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { ApiError, apiErrorMessage } from '@client/lib/api-client';
import { useCurrentUser } from '@client/lib/api/get-current-user';
import { usePasswordEstimator, withPasswordStrength } from '@client/lib/password-strength-resolver';
import { toastFailure } from '@client/lib/toast-failure';
import { useChangePassword } from './api/change-password';

const FIELDS = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password' },
] as const;

/** 'Change password' for built-in accounts: the current one first, then a strong new one. */
export function PasswordCard() {
  const id = useId();
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
        <CardContent className="p-5 sm:p-6">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            Change password
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Your other browsers are signed out when it changes.
          </p>
          <form
            noValidate
            className="mt-4 grid gap-4"
            onSubmit={handleSubmit((values) =>
              change.mutate(values as never, {
                onSuccess: () => {
                  reset();
                  toast.success('Password changed', {
                    description: 'Use the new password next time you sign in.',
                  });
                },
                onError: (error) => {
                  if (error instanceof ApiError && error.field && error.serverMessage) {
                    setError(error.field as Path<FieldValues>, { message: error.serverMessage });
                    return;
                  }
                  toastFailure(error, 'Error', apiErrorMessage(error, 'Please try again.'));
                },
              }),
            )}
          >
            {FIELDS.map((field) => {
              const error = formState.errors[field.name]?.message;
              const errorId = `${id}-${field.name}-error`;
              return (
                <div key={field.name} className="grid gap-2">
                  <Label htmlFor={`${id}-${field.name}`}>{field.label}</Label>
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
            <Button type="submit" className="h-11 justify-self-start" disabled={change.isPending}>
              {change.isPending ? 'Saving...' : 'Change password'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </section>
  );
}
