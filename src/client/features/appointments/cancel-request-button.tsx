import { XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppointmentRequest } from '@shared/api/appointment-requests';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { Button } from '@client/components/ui/button';
import { useCancelRequest } from './api/cancel-request';

/** 'Cancel request' behind a confirmation: a withdrawn request frees the place for another family. */
export function CancelRequestButton({ request }: { request: AppointmentRequest }) {
  const { t } = useTranslation('requests');
  const [open, setOpen] = useState(false);
  const cancel = useCancelRequest();
  const booked = request.status === 'scheduled' || request.status === 'confirmed';
  return (
    <>
      <Button variant="ghost" wrap className="text-destructive" onClick={() => setOpen(true)}>
        <XCircle aria-hidden="true" />{' '}
        {booked ? t('cancel.cancelAppointment') : t('cancel.cancelRequest')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={booked ? t('cancel.titleAppointment') : t('cancel.titleRequest')}
        description={
          booked
            ? t('cancel.detailAppointment', { provider: request.provider.name })
            : t('cancel.detailRequest', { provider: request.provider.name })
        }
        cancelLabel={t('cancel.keep')}
        confirmLabel={booked ? t('cancel.cancelAppointment') : t('cancel.cancelRequest')}
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate(request.id, { onSuccess: () => setOpen(false) })}
      />
    </>
  );
}
