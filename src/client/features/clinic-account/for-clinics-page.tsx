import { CheckCircle2, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ClaimCreated, ListingSearchQuery, PublicListing } from '@shared/api/clinic-account';
import { Card, CardContent } from '@client/components/ui/card';
import { apiErrorMessage } from '@client/lib/api-client';
import { useListingSearch } from './api/search-listings';
import { ClaimCodeForm } from './claim-code-form';
import { ClaimForm } from './claim-form';
import { ClinicPageFrame } from './clinic-page-frame';
import { ListingResults } from './listing-results';
import { ListingSearchForm, toSearchQuery } from './listing-search-form';

type Step =
  | { step: 'search' }
  | { step: 'claim'; listing: PublicListing }
  | { step: 'code'; claim: Extract<ClaimCreated, { status: 'code_sent' }>; workEmail: string }
  | { step: 'done'; outcome: 'signInSent' | 'pending'; workEmail: string; note?: string };

/**
 * `/for-clinics` (docs/product.md#claiming-a-listing): a clinic finds its listing by NPI or name
 * and asks to manage it. Open to anyone; `?npi=` (from our e-mails) searches at once.
 */
export default function ForClinicsPage() {
  const { t } = useTranslation('claims');
  const [params] = useSearchParams();
  const npi = params.get('npi') ?? '';
  const [query, setQuery] = useState<ListingSearchQuery | null>(() =>
    /^\d{10}$/.test(npi) ? toSearchQuery(npi, '') : null,
  );
  const [state, setState] = useState<Step>({ step: 'search' });
  const search = useListingSearch(query);

  let body;
  if (state.step === 'claim') {
    body = (
      <ClaimForm
        listing={state.listing}
        onCancel={() => setState({ step: 'search' })}
        onCreated={(claim, workEmail) =>
          setState(
            claim.status === 'code_sent'
              ? { step: 'code', claim, workEmail }
              : { step: 'done', outcome: 'pending', workEmail },
          )
        }
      />
    );
  } else if (state.step === 'code') {
    body = (
      <ClaimCodeForm
        claimId={state.claim.id}
        sentTo={state.claim.sentTo}
        onConfirmed={() =>
          setState({ step: 'done', outcome: 'signInSent', workEmail: state.workEmail })
        }
        onSpent={(note) =>
          setState({ step: 'done', outcome: 'pending', workEmail: state.workEmail, note })
        }
      />
    );
  } else if (state.step === 'done') {
    body = (
      <div role="status" className="grid gap-3">
        <CheckCircle2 aria-hidden="true" className="size-8 text-primary" />
        <h2 className="text-lg font-semibold">
          {state.outcome === 'signInSent' ? t('done.signInTitle') : t('done.pendingTitle')}
        </h2>
        {state.note ? <p>{state.note}</p> : null}
        <p className="break-words">
          {state.outcome === 'signInSent'
            ? t('done.signInText', { email: state.workEmail })
            : t('done.pendingText', { email: state.workEmail })}
        </p>
      </div>
    );
  } else {
    body = (
      <div className="grid gap-6">
        <ListingSearchForm initialText={npi} pending={search.isFetching} onSearch={setQuery} />
        {search.isFetching ? (
          <p role="status" className="flex items-center gap-2 text-muted-foreground">
            <Loader2 aria-hidden="true" className="size-5 animate-spin" /> {t('search.searching')}
          </p>
        ) : search.isError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {apiErrorMessage(search.error, t('search.failed'))}
          </p>
        ) : search.data ? (
          <ListingResults
            listings={search.data}
            onPick={(listing) => setState({ step: 'claim', listing })}
          />
        ) : null}
      </div>
    );
  }

  return (
    <ClinicPageFrame>
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{t('page.title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('page.intro')}</p>
        <p className="mt-2 text-sm">
          {t('page.keepAlready')}{' '}
          <Link to="/clinic/sign-in" className="font-medium text-primary underline">
            {t('page.signIn')}
          </Link>
        </p>
      </div>
      <Card>
        <CardContent padding="tight">{body}</CardContent>
      </Card>
    </ClinicPageFrame>
  );
}
