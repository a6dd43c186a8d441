import { Clock, MapPin } from 'lucide-react';
import type { BasketItem } from '@shared/api/care-basket';

/** The care basket page's wait, in weeks, only when it is known. */
export function weeksWaitText(weeks: number | null): string | null {
  if (weeks === null) return null;
  return `About ${weeks} ${weeks === 1 ? 'week' : 'weeks'} wait`;
}

/** Specialty, place and wait of a basket item, shared by the side sheet and the basket page. */
export function BasketItemSummary({ provider }: { provider: BasketItem['provider'] }) {
  const wait = weeksWaitText(provider.waitTimeWeeks);
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
