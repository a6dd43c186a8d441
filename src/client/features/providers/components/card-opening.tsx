import type { RequestedTime } from '@shared/api/opening-requests';
import { RequestOpeningButton } from '@client/components/request-opening-button';
import { useProviderOpenings } from '@client/lib/api/request-opening';

/**
 * 'Request this time' beside the next opening the clinic published (the line itself says when and
 * where it comes from). The time is worded in the clinic's own zone, which the provider's list of
 * openings carries; only clinics we can e-mail are offered it, since the time travels in that e-mail.
 */
export function OpeningRequestAction({
  providerId,
  providerName,
  openingId,
}: {
  providerId: string;
  providerName: string;
  openingId: string;
}) {
  const openings = useProviderOpenings(providerId, true);
  const opening = openings.data?.openings.find((candidate) => candidate.id === openingId);
  if (!opening) return null;
  return (
    <RequestOpeningButton
      key={opening.id}
      providerId={providerId}
      providerName={providerName}
      openingId={opening.id}
      start={opening.start}
      timeZone={opening.timeZone}
    />
  );
}

/** Once the family asked for a published time: what became of it. */
export function RequestedTimeNote({
  providerId,
  providerName,
  requested,
}: {
  providerId: string;
  providerName: string;
  requested: RequestedTime;
}) {
  return (
    <RequestOpeningButton
      providerId={providerId}
      providerName={providerName}
      openingId=""
      start={requested.start}
      timeZone={requested.timeZone}
      requested={requested}
    />
  );
}
