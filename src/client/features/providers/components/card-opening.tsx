import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RequestedTime } from '@shared/api/opening-requests';
import { formatZonedDateTime } from '@shared/rules/zoned-time';
import { RequestOpeningButton } from '@client/components/request-opening-button';
import { Button } from '@client/components/ui/button';
import { useLocale } from '@client/i18n/use-locale';
import { useProviderOpenings } from '@client/lib/api/request-opening';

/**
 * The clinic's soonest published opening on its card, with 'Request this time', and the
 * publisher's own 'Book on the clinic's site' beside it when it gave one. Only for a clinic that
 * can be e-mailed (the time travels in that e-mail); once the family asked for a time, what became
 * of it instead.
 */
export function CardOpening({
  providerId,
  providerName,
  reachable,
  requested,
}: {
  providerId: string;
  providerName: string;
  reachable: boolean;
  requested: RequestedTime | null;
}) {
  const { t } = useTranslation('requests');
  const locale = useLocale();
  const openings = useProviderOpenings(providerId, reachable && requested === null);
  const first = openings.data?.openings[0];
  if (requested) {
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
  if (!reachable || !first) return null;
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium">
        {t('requestOpening.nextOpening', {
          when: formatZonedDateTime(new Date(first.start), first.timeZone, locale),
        })}
      </p>
      <div className="flex flex-wrap gap-2">
        <RequestOpeningButton
          key={first.id}
          providerId={providerId}
          providerName={providerName}
          openingId={first.id}
          start={first.start}
          timeZone={first.timeZone}
        />
        {first.bookingUrl && (
          <Button asChild variant="link" className="min-h-11 px-1">
            <a href={first.bookingUrl} target="_blank" rel="noopener noreferrer">
              {t('requestOpening.bookOnSite')}
              <ExternalLink aria-hidden="true" />
            </a>
          </Button>
        )}
      </div>
    </div>
  );
}
