import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingClaim } from '@shared/api/clinic-account';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { apiErrorMessage } from '@client/lib/api-client';
import { useLocale } from '@client/i18n/use-locale';
import { useDecideListingClaim, type ClaimDecision } from './api/decide-listing-claim';
import { formatDay } from '@shared/rules/intl-formats';
import { telHref } from '@shared/rules/tel-link';

/** One claim: the listing, who asks, the number to call back; Approve, or Decline after a confirm. */
export function ClaimItem({
  claim,
  onDecided,
}: {
  claim: PendingClaim;
  onDecided: (decision: ClaimDecision) => void;
}) {
  const { t } = useTranslation('claims');
  const locale = useLocale();
  const [confirming, setConfirming] = useState(false);
  const decide = useDecideListingClaim({
    onDecided: (decision) => {
      setConfirming(false);
      onDecided(decision);
    },
  });
  const asked = formatDay(claim.createdAt, locale);
  const rows: [string, string][] = [
    [t('admin.npi'), claim.npi ?? t('admin.noNpi')],
    [t('admin.place'), `${claim.city}, ${claim.state}`],
    [t('admin.claimant'), `${claim.claimantName} (${claim.role})`],
    [t('admin.workEmail'), claim.workEmail],
    [t('admin.phone'), claim.phone],
  ];

  return (
    <li className="grid gap-3 rounded-lg border border-border p-4">
      <div>
        <h3 className="font-semibold break-words">{claim.listingName}</h3>
        <p className="text-sm text-muted-foreground">{t('admin.asked', { date: asked })}</p>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
        <dt className="font-medium">{t('admin.registryPhone')}</dt>
        <dd>
          {claim.registryPhone ? (
            <a href={telHref(claim.registryPhone)} className="text-primary underline">
              {claim.registryPhone}
            </a>
          ) : (
            t('admin.noRegistryPhone')
          )}
        </dd>
      </dl>
      {claim.staffCount > 0 ? (
        <p className="rounded-md bg-amber-50 p-2 text-sm">
          {t('admin.keptAlready', { count: claim.staffCount })}
        </p>
      ) : null}
      {decide.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {apiErrorMessage(decide.error, t('admin.failed'))}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          disabled={decide.isPending}
          aria-label={t('admin.approveLabel', { name: claim.listingName })}
          onClick={() => decide.mutate({ id: claim.id, decision: 'approve' })}
        >
          <Check aria-hidden="true" /> {t('admin.approve')}
        </Button>
        <Button
          variant="outline"
          className="text-destructive"
          disabled={decide.isPending}
          aria-label={t('admin.declineLabel', { name: claim.listingName })}
          onClick={() => setConfirming(true)}
        >
          <X aria-hidden="true" /> {t('admin.decline')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('admin.declineTitle', { name: claim.listingName })}
        description={t('admin.declineConfirm')}
        cancelLabel={t('admin.cancel')}
        confirmLabel={t('admin.declineButton')}
        pendingLabel={t('admin.declining')}
        pending={decide.isPending}
        onConfirm={() => decide.mutate({ id: claim.id, decision: 'decline' })}
      />
    </li>
  );
}
