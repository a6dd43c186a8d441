import { XCircle } from 'lucide-react';
import { useState } from 'react';
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
  const [open, setOpen] = useState(false);
  const cancel = useCancelRequest();
  const booked = request.status === 'scheduled' || request.status === 'confirmed';
  return (
    <>
      <Button variant="ghost" className="text-destructive" onClick={() => setOpen(true)}>
        <XCircle aria-hidden="true" /> {booked ? 'Cancel appointment' : 'Cancel request'}
      </Button>
      <Dialog open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
        <DialogContent>
          <DialogTitle>{booked ? 'Cancel this appointment?' : 'Cancel this request?'}</DialogTitle>
          <DialogDescription>
            {request.provider.name} will no longer hold a place for you
            {booked ? ' and no reminders will be sent' : ''}. You can ask them again later.
          </DialogDescription>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={cancel.isPending}>
                Keep it
              </Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(request.id, { onSuccess: () => setOpen(false) })}
            >
              {booked ? 'Cancel appointment' : 'Cancel request'}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
