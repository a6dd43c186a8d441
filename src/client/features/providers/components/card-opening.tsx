import type { RequestedTime } from '@shared/api/opening-requests';
import { readerTimeZone } from '@shared/rules/intl-formats';
import { RequestOpeningButton } from '@client/components/request-opening-button';

/**
 * 'Request this time' beside the next opening the clinic published (the line itself says when and
 * where it comes from), worded in the family's own time zone like the line. Only clinics we can
 * e-mail are offered it, since the time travels in that e-mail.
 */
export function OpeningRequestAction({
  providerName,
  openingId,
  start,
}: {
  providerName: string;
  openingId: string;
  start: string;
}) {
  return (
    <RequestOpeningButton
      key={openingId}
      providerName={providerName}
      openingId={openingId}
      start={start}
      timeZone={readerTimeZone()}
    />
  );
}

/** Once the family asked for a published time: what became of it. */
export function RequestedTimeNote({
  providerName,
  requested,
}: {
  providerName: string;
  requested: RequestedTime;
}) {
  return (
    <RequestOpeningButton
      providerName={providerName}
      openingId=""
      start={requested.start}
      timeZone={requested.timeZone}
      requested={requested}
    />
  );
}
