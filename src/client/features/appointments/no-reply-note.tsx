import { PhoneCall } from 'lucide-react';
import type { AppointmentRequest } from '@shared/api/appointment-requests';
import { hasNoReplyYet, NO_REPLY_DAYS } from '@shared/rules/follow-up';

/**
 * On a request the clinic has left unanswered for NO_REPLY_DAYS (docs/product.md#follow-ups):
 * the clinic has had its one reminder e-mail by then, so calling is now the quicker way.
 */
export function NoReplyNote({
  request,
  now = new Date(),
}: {
  request: Pick<AppointmentRequest, 'status' | 'submittedAt' | 'reply' | 'provider'>;
  now?: Date;
}) {
  const waiting = hasNoReplyYet(
    { status: request.status, submittedAt: request.submittedAt, answered: request.reply !== null },
    now,
  );
  if (!waiting) return null;
  const { phone } = request.provider;
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="flex items-center gap-2 font-medium">
        <PhoneCall aria-hidden="true" className="size-4" />
        No reply yet
      </p>
      <p className="mt-1">
        The clinic has not answered in {NO_REPLY_DAYS} days.{' '}
        {phone ? (
          <>
            Calling may be quicker:{' '}
            <a className="font-medium underline underline-offset-4" href={`tel:${phone}`}>
              {phone}
            </a>
            .
          </>
        ) : (
          'Please contact them directly.'
        )}
      </p>
    </div>
  );
}
