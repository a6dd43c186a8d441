import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/button';
import { FormMessage } from '@client/components/ui/form-message';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { ApiError, apiErrorMessage } from '@client/lib/api-client';
import { useConfirmClaimCode } from './api/confirm-claim-code';

/**
 * The code e-mailed to the listing's own address. Done: a sign-in link went to the work address.
 * Spent (time or tries): the claim went to an admin, and the page says so.
 */
export function ClaimCodeForm({
  claimId,
  sentTo,
  onConfirmed,
  onSpent,
}: {
  claimId: string;
  sentTo: string;
  onConfirmed: () => void;
  onSpent: (message: string) => void;
}) {
  const { t } = useTranslation('claims');
  const id = useId();
  const [code, setCode] = useState('');
  const confirm = useConfirmClaimCode();
  const error = confirm.error;
  const fieldError =
    error instanceof ApiError && error.field === 'code'
      ? apiErrorMessage(error, t('code.failed'))
      : null;

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        confirm.mutate(
          { claimId, code: code.trim() },
          {
            onSuccess: onConfirmed,
            onError: (failure) => {
              if (failure instanceof ApiError && failure.code === 'claim_code_spent') {
                onSpent(apiErrorMessage(failure, t('code.failed')));
              }
            },
          },
        );
      }}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('code.title')}
      </h2>
      <p role="status">{t('code.sent', { address: sentTo })}</p>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-code`}>{t('code.label')}</Label>
        <Input
          id={`${id}-code`}
          value={code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          text="large"
          className="max-w-40 tracking-widest"
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-code-error` : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <FormMessage id={`${id}-code-error`}>{fieldError}</FormMessage>
      </div>
      {error && !fieldError && !(error instanceof ApiError && error.code === 'claim_code_spent') ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {apiErrorMessage(error, t('code.failed'))}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? t('code.checking') : t('code.submit')}
        </Button>
      </div>
    </form>
  );
}
