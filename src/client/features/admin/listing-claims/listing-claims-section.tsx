import { useTranslation } from 'react-i18next';
import { toast } from '@client/lib/toast';
import { Card, CardContent } from '@client/components/ui/card';
import { apiErrorMessage } from '@client/lib/api-client';
import { LoadingStatus } from '@client/components/loading-status';
import { useListingClaims } from './api/get-listing-claims';
import { ClaimItem } from './claim-item';

export const CLAIMS_TITLE_ID = 'listing-claims-title';

/**
 * 'Listing claims' (docs/product.md#claiming-a-listing): clinics that asked to manage a listing
 * and could not prove it by code. The admin calls back on the listing's own number, then
 * approves or declines; the clinic is e-mailed either way.
 */
export function ListingClaimsSection() {
  const { t } = useTranslation('claims');
  const claims = useListingClaims();

  return (
    <section aria-labelledby={CLAIMS_TITLE_ID}>
      <Card>
        <CardContent padding="tight" className="grid gap-5">
          <div>
            <h2 id={CLAIMS_TITLE_ID} tabIndex={-1} className="text-lg font-semibold">
              {t('admin.title')}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{t('admin.intro')}</p>
          </div>
          {claims.isPending ? (
            <LoadingStatus label={t('admin.loading')} />
          ) : claims.isError ? (
            <p role="alert">{apiErrorMessage(claims.error, t('admin.loadError'))}</p>
          ) : claims.data.length === 0 ? (
            <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
              {t('admin.empty')}
            </p>
          ) : (
            <ul aria-labelledby={CLAIMS_TITLE_ID} className="grid gap-4">
              {claims.data.map((claim) => (
                <ClaimItem
                  key={claim.id}
                  claim={claim}
                  onDecided={(decision) => {
                    toast.success(
                      decision === 'approve' ? t('admin.approved') : t('admin.declined'),
                      { description: claim.listingName },
                    );
                    document.getElementById(CLAIMS_TITLE_ID)?.focus();
                  }}
                />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
