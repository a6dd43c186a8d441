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
  const withdraw = useWithdrawOthers({ onSuccess: onDone });
  const count = others.length;
  return (
    <>
      <DialogTitle>
        {count === 1 ? 'Withdraw your other request?' : `Withdraw your other ${count} requests?`}
      </DialogTitle>
      <DialogDescription>
        Your appointment with {booked.provider.name} is booked. If you no longer need the others,
        we&apos;ll let {count === 1 ? 'that clinic' : 'those clinics'} know, so the places can go to
        other families.
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
        <Button variant="outline" disabled={withdraw.isPending} onClick={onDone}>
          Keep them
        </Button>
        <Button
          variant="destructive"
          disabled={withdraw.isPending}
          onClick={() => withdraw.mutate(booked.id)}
        >
          Withdraw them
        </Button>
      </div>
    </>
  );
}
