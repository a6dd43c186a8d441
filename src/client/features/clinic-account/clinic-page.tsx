import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardContent } from '@client/components/ui/card';
import { apiErrorMessage } from '@client/lib/api-client';
import { useOwnListings } from './api/get-own-listings';
import { ListingFacts } from './listing-facts';
import { ListingStaffSection } from '@client/components/listing-staff-section';
import { LoadingStatus } from '@client/components/loading-status';

/**
 * `/clinic` (docs/product.md#clinic-sign-in): 'Your listings', the listings this account keeps,
 * each with its page and the addresses that keep it.
 */
export default function ClinicPage() {
  const { t } = useTranslation('claims');
  const listings = useOwnListings();

  return (
    <main className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-6 sm:py-10">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{t('clinic.title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('clinic.intro')}</p>
      </div>
      {listings.isPending ? (
        <LoadingStatus label={t('clinic.loading')} />
      ) : listings.isError ? (
        <p role="alert" className="text-destructive">
          {apiErrorMessage(listings.error, t('clinic.loadError'))}
        </p>
      ) : listings.data.length === 0 ? (
        <Card>
          <CardContent padding="tight" className="grid gap-3">
            <p>{t('clinic.none')}</p>
            <Link to="/for-clinics" className="w-fit font-medium text-primary underline">
              {t('clinic.findListing')}
            </Link>
          </CardContent>
        </Card>
      ) : (
        <ul className="grid gap-6">
          {listings.data.map((listing) => (
            <li key={listing.id}>
              <Card>
                <CardContent padding="tight" className="grid gap-5">
                  <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                    <div className="min-w-0">
                      <h2 className="text-lg font-semibold break-words">{listing.name}</h2>
                      <ListingFacts listing={listing} />
                    </div>
                    <Link
                      to={`/clinic/listings/${listing.id}`}
                      aria-label={t('clinic.openLabel', { name: listing.name })}
                      className="inline-flex min-h-10 w-fit items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover"
                    >
                      {t('clinic.open')}
                    </Link>
                  </div>
                  <div className="border-t border-border pt-4">
                    <ListingStaffSection providerId={listing.id} />
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
