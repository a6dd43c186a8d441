import { Clock, MapPin } from 'lucide-react';
import type { BasketItem } from '@shared/api/care-basket';
import { formatWait } from '@shared/rules/wait-time';
import { i18n } from '@client/i18n/i18n';

/** The care basket page's wait, in weeks, only when it is known. */
export function weeksWaitText(weeks: number | null): string | null {
  if (weeks === null) return null;
  return `About ${weeks} ${weeks === 1 ? 'week' : 'weeks'} wait`;
}

/** The side sheet's wait, worded as everywhere else ('3 weeks wait'), only when it is known. */
export function waitText(days: number | null): string | null {
  return days === null ? null : `${formatWait(days, i18n.t)} wait`;
}

/**
 * Specialty, place and wait of a basket item, shared by the side sheet and the basket page. The
 * page gives the wait in weeks; the sheet words it like the list and the map do.
 */
export function BasketItemSummary({
  provider,
  waitIn = 'words',
}: {
  provider: BasketItem['provider'];
  waitIn?: 'words' | 'weeks';
}) {
  const wait =
    waitIn === 'weeks' ? weeksWaitText(provider.waitTimeWeeks) : waitText(provider.averageWaitTime);
  return (
    <div className="grid gap-1 text-sm">
      <p className="text-muted-foreground">{provider.specialty}</p>
      <p className="flex items-center gap-1">
        <MapPin aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        {provider.city}, {provider.state}
      </p>
      {wait && (
        <p className="flex items-center gap-1">
          <Clock aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          {wait}
        </p>
      )}
    </div>
  );
}
