import { useTranslation } from 'react-i18next';
import type { PublicListing } from '@shared/api/clinic-account';

/** What tells a clinic its listing from another of the same name: its kind, place and NPI. */
export function ListingFacts({ listing }: { listing: PublicListing }) {
  const { t } = useTranslation('claims');
  return (
    <>
      <p className="text-sm text-muted-foreground">
        {listing.specialty} · {listing.city}, {listing.state}
      </p>
      {listing.npi ? (
        <p className="text-sm text-muted-foreground">{t('search.npi', { npi: listing.npi })}</p>
      ) : null}
    </>
  );
}
