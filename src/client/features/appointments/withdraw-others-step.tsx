import { useTranslation } from 'react-i18next';
import type { AppointmentRequest } from '@shared/api/appointment-requests';
import { Button } from '@client/components/ui/button';
import { DialogDescription, DialogTitle } from '@client/components/ui/dialog';
import { useWithdrawOthers } from './api/withdraw-others';

/**
 * After booking one appointment: the family's other open requests, and withdrawing them all in
 * one step, so those clinics can give the places to other families (docs/product.md#scheduling).
 */
export function WithdrawOthersStep({
  booked,
  others,
  onDone,
}: {
  booked: AppointmentRequest;
  others: readonly AppointmentRequest[];
  onDone: () => void;
}) {
  const { t } = useTranslation('requests');
  const withdraw = useWithdrawOthers({ onSuccess: onDone });
  const count = others.length;
  return (
    <>
      <DialogTitle>{t('withdraw.title', { count })}</DialogTitle>
      <DialogDescription>
        {t('withdraw.detail', { count, provider: booked.provider.name })}
      </DialogDescription>
      <ul className="grid gap-1 text-sm">
        {others.map((other) => (
          <li key={other.id} className="break-words">
            {other.provider.name}
            <span className="text-muted-foreground">
              {' '}
              ({other.provider.city}, {other.provider.state})
            </span>
          </li>
        ))}
      </ul>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="outline"
          className="h-auto min-h-10 whitespace-normal"
          disabled={withdraw.isPending}
          onClick={onDone}
        >
          {t('withdraw.keep')}
        </Button>
        <Button
          variant="destructive"
          className="h-auto min-h-10 whitespace-normal"
          disabled={withdraw.isPending}
          onClick={() => withdraw.mutate(booked.id)}
        >
          {t('withdraw.withdraw')}
        </Button>
      </div>
    </>
  );
}
