import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppointmentRequest } from '@shared/api/appointment-requests';
import { requestStage } from '@shared/rules/request-stage';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { Button } from '@client/components/ui/button';
import { useWithdrawOthers } from './api/withdraw-others';

/**
 * Once a clinic has agreed to an appointment: the family's other open requests, each named, and
 * withdrawing them all in one step, so those clinics can give the places to other families
 * (docs/product.md#scheduling). A waitlist place is named as one the family would lose; keeping
 * them is the choice the dialog leads with.
 */
export function WithdrawOthersButton({
  agreed,
  others,
}: {
  agreed: AppointmentRequest;
  others: readonly AppointmentRequest[];
}) {
  const { t } = useTranslation('requests');
  const [open, setOpen] = useState(false);
  const withdraw = useWithdrawOthers({ onSuccess: () => setOpen(false) });
  const count = others.length;
  return (
    <>
      <Button variant="outline" wrap onClick={() => setOpen(true)}>
        {t('card.withdrawOthers')}
      </Button>
      {/* Keeping them is the choice the dialog leads with. */}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('withdraw.title', { count })}
        description={t('withdraw.detail', { count, provider: agreed.provider.name })}
        cancelLabel={t('withdraw.keep')}
        confirmLabel={t('withdraw.withdraw')}
        pending={withdraw.isPending}
        safeFirst
        padding="tight"
        onConfirm={() => withdraw.mutate(agreed.id)}
      >
        <ul className="grid gap-1 text-sm">
          {others.map((other) => (
            <li key={other.id} className="break-words">
              {other.provider.name}
              <span className="text-muted-foreground">
                {' '}
                ({other.provider.city}, {other.provider.state})
              </span>
              {requestStage(other) === 'waitlist' && (
                <span className="font-medium">: {t('withdraw.waitlistPlace')}</span>
              )}
            </li>
          ))}
        </ul>
      </ConfirmDialog>
    </>
  );
}
