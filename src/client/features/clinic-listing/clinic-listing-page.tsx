import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { ClinicListing } from '@shared/api/clinic-listing';
import { formatDay } from '@shared/rules/intl-formats';
import { ListingStaffSection } from '@client/components/listing-staff-section';
import { SchedulingLinkForm } from '@client/components/scheduling-link-form';
import { Button } from '@client/components/ui/button';
import { FormMessage } from '@client/components/ui/form-message';
import { useLocale } from '@client/i18n/use-locale';
import { ApiError, apiErrorMessage } from '@client/lib/api-client';
import { AddressSection } from './address-section';
import { useConfirmListing, useListing } from './api/listing-api';
import { InsuranceSection, ServicesSection } from './care-section';
import { ContactSection } from './contact-section';
import { FactsSection } from './facts-section';
import { OpeningsSection } from './openings-section';
import { PatientsSection } from './patients-section';
import { PhotoSection } from './photo-section';

/** The listing's sections in the order families read them; each is one line here. */
const SECTIONS: readonly ((props: { listing: ClinicListing }) => React.ReactNode)[] = [
  ContactSection,
  PatientsSection,
  OpeningsSection,
  ServicesSection,
  InsuranceSection,
  FactsSection,
  AddressSection,
  PhotoSection,
  ({ listing }) => (
    <SchedulingLinkForm endpoint={`/api/clinic/listings/${listing.id}/scheduling-link`} />
  ),
  ({ listing }) => <ListingStaffSection providerId={listing.id} />,
];

/**
 * `/clinic/listings/{providerId}` (docs/product.md#what-a-clinic-keeps): the listing as families
 * see it, each field with its source and date, editable section by section by the clinic's staff.
 * Anyone else sees 'Listing not found', whether or not it exists.
 */
export default function ClinicListingPage() {
  const { t } = useTranslation('listing');
  const { providerId = '' } = useParams();
  const query = useListing(providerId);

  let content: React.ReactNode;
  if (query.isPending) {
    content = <p aria-busy="true">{t('page.loading')}</p>;
  } else if (query.isError) {
    const notFound =
      query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    content = notFound ? (
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold">{t('page.notFound')}</h1>
        <p className="text-muted-foreground">{t('page.notFoundBody')}</p>
      </div>
    ) : (
      <p role="alert">{t('page.loadFailed')}</p>
    );
  } else {
    const listing = query.data;
    content = (
      <>
        <ListingHeader listing={listing} />
        {SECTIONS.map((Section, i) => (
          <Section key={i} listing={listing} />
        ))}
      </>
    );
  }
  return <main className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6 sm:py-10">{content}</main>;
}

/** Name, how current the listing is, and 'Everything here is still right'. */
function ListingHeader({ listing }: { listing: ClinicListing }) {
  const { t } = useTranslation('listing');
  const locale = useLocale();
  const confirm = useConfirmListing(listing.id);
  const [confirmed, setConfirmed] = useState(false);
  const day = (iso: string) => formatDay(iso, locale);
  const status = !listing.confirmedAt
    ? t('page.never')
    : listing.current
      ? t('page.current', { date: day(listing.confirmedAt) })
      : t('page.stale', { date: day(listing.confirmedAt) });
  return (
    <div className="grid gap-3">
      <div>
        <p className="text-sm font-medium text-muted-foreground">{t('page.title')}</p>
        <h1 className="text-2xl font-bold break-words">{listing.name}</h1>
        <p className="text-muted-foreground">{listing.specialty}</p>
      </div>
      {listing.deactivated && (
        <p
          role="note"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 font-medium text-amber-900"
        >
          {t('page.deactivated')}
        </p>
      )}
      <p className="text-muted-foreground">{t('page.intro', { name: listing.name })}</p>
      <p className={listing.current ? 'font-medium' : 'font-medium text-amber-800'}>{status}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          disabled={confirm.isPending}
          onClick={() => confirm.mutate(undefined, { onSuccess: () => setConfirmed(true) })}
        >
          {t('page.confirm')}
        </Button>
        <p role="status" className="flex items-center gap-1 text-sm">
          {confirmed && !confirm.isPending && (
            <>
              <CheckCircle2 aria-hidden="true" className="size-4 text-primary" />
              {t('page.confirmed')}
            </>
          )}
        </p>
      </div>
      {confirm.isError && (
        <FormMessage id="listing-confirm-error" role="alert">
          {apiErrorMessage(confirm.error, t('page.notSaved'))}
        </FormMessage>
      )}
    </div>
  );
}
