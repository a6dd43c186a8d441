import { useTranslation } from 'react-i18next';
import type { PublicListing } from '@shared/api/clinic-account';
import { Button } from '@client/components/ui/button';
import { ListingFacts } from './listing-facts';

/** The listings found, each with 'This is my clinic'. */
export function ListingResults({
  listings,
  onPick,
}: {
  listings: PublicListing[];
  onPick: (listing: PublicListing) => void;
}) {
  const { t } = useTranslation('claims');
  if (listings.length === 0) {
    return (
      <p role="status" className="rounded-lg border border-dashed border-border p-4 text-sm">
        {t('search.none')}
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      <p role="status" className="text-sm text-muted-foreground">
        {t('search.found', { count: listings.length })}
      </p>
      <ul className="grid gap-3">
        {listings.map((listing) => (
          <li
            key={listing.id}
            className="flex flex-col gap-3 rounded-lg border border-border bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="font-semibold break-words">{listing.name}</p>
              <ListingFacts listing={listing} />
            </div>
            <Button
              variant="outline"
              aria-label={t('search.pickLabel', { name: listing.name })}
              onClick={() => onPick(listing)}
            >
              {t('search.pick')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
