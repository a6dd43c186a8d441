import { XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppointmentRequest } from '@shared/api/appointment-requests';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import { useCancelRequest } from './api/cancel-request';

/** 'Cancel request' behind a confirmation: a withdrawn request frees the place for another family. */
export function CancelRequestButton({ request }: { request: AppointmentRequest }) {
  const { t } = useTranslation('requests');
  const [open, setOpen] = useState(false);
  const cancel = useCancelRequest();
  const booked = request.status === 'scheduled' || request.status === 'confirmed';
  return (
    <>
      <Button
        variant="ghost"
        className="h-auto min-h-10 whitespace-normal text-destructive"
        onClick={() => setOpen(true)}
      >
        <XCircle aria-hidden="true" />{' '}
        {booked ? t('cancel.cancelAppointment') : t('cancel.cancelRequest')}
      </Button>
      <Dialog open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
        <DialogContent>
          <DialogTitle>
            {booked ? t('cancel.titleAppointment') : t('cancel.titleRequest')}
          </DialogTitle>
          <DialogDescription>
            {booked
              ? t('cancel.detailAppointment', { provider: request.provider.name })
              : t('cancel.detailRequest', { provider: request.provider.name })}
          </DialogDescription>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button
                variant="outline"
                className="h-auto min-h-10 whitespace-normal"
                disabled={cancel.isPending}
              >
                {t('cancel.keep')}
              </Button>
            </DialogClose>
            <Button
              variant="destructive"
              className="h-auto min-h-10 whitespace-normal"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(request.id, { onSuccess: () => setOpen(false) })}
            >
              {booked ? t('cancel.cancelAppointment') : t('cancel.cancelRequest')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
