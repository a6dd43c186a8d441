import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, toastFailure } from '@client/lib/toast';
import type { UnreachableClinic } from '@shared/api/unreachable-clinics';
import { Button } from '@client/components/ui/button';
import { FormMessage } from '@client/components/ui/form-message';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { ApiError, apiErrorMessage } from '@client/lib/api-client';
import { useClinicAction } from './api';

/**
 * One address for one clinic: its address for requests (`email`), or the address to invite to
 * claim its listing (`invite`). A refused address is said beside the field; any other failure in
 * a toast.
 */
export function ClinicAddressForm({
  clinic,
  action,
  onDone,
}: {
  clinic: UnreachableClinic;
  action: 'email' | 'invite';
  onDone: () => void;
}) {
  const { t } = useTranslation('admin');
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState('');
  const save = useClinicAction(action);
  const fieldError =
    save.error instanceof ApiError && save.error.field === 'email'
      ? apiErrorMessage(save.error, '')
      : null;
  const words =
    action === 'email'
      ? {
          label: t('unreachable.emailLabel'),
          submit: t('unreachable.emailSave'),
          done: t('unreachable.emailSaved', { name: clinic.name }),
          failed: t('unreachable.emailFailed'),
        }
      : {
          label: t('unreachable.inviteLabel'),
          submit: t('unreachable.inviteSend'),
          done: t('unreachable.invited', { name: clinic.name }),
          failed: t('unreachable.inviteFailed'),
        };

  return (
    <form
      noValidate
      className="grid gap-2 rounded-md border border-border bg-muted/40 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { providerId: clinic.providerId, email: value },
          {
            onSuccess: () => {
              toast.success(words.done);
              onDone();
            },
            onError: (error) => {
              if (!(error instanceof ApiError && error.field === 'email'))
                toastFailure(error, t('unreachable.error'), apiErrorMessage(error, words.failed));
            },
          },
        );
      }}
    >
      <Label htmlFor={inputId}>{words.label}</Label>
      <Input
        id={inputId}
        type="email"
        autoComplete="off"
        // Opened by the admin's click: the field is what comes next.
        autoFocus
        aria-describedby={fieldError ? errorId : undefined}
        aria-invalid={fieldError ? true : undefined}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <FormMessage id={errorId}>{fieldError}</FormMessage>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={!value.trim() || save.isPending}>
          {words.submit}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('unreachable.cancel')}
        </Button>
      </div>
    </form>
  );
}
