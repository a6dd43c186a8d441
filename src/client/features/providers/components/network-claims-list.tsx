import { Network } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { NetworkClaim } from '@shared/api/providers';
import { formatInstantDay } from '@shared/rules/reply-wording';
import { useLocale } from '@client/i18n/use-locale';

/**
 * Each network a payer's own directory lists the provider in, with where the claim comes from
 * and when it was last checked, so a family can weigh it: 'In network: Green Circle of
 * Connecticut HMO — payer directory Green Circle, checked 26 November 2026'.
 */
export function NetworkClaimsList({ claims }: { claims: readonly NetworkClaim[] }) {
  const { t } = useTranslation('search');
  const { t: requestsT } = useTranslation('requests');
  const locale = useLocale();
  if (claims.length === 0) return null;
  return (
    <ul className="grid gap-1 text-sm">
      {claims.map((claim) => (
        <li key={`${claim.directory} ${claim.network}`} className="flex items-start gap-1">
          <Network aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>
            {t('network.claim', {
              network: claim.network,
              directory: claim.directory,
              date: formatInstantDay(claim.retrievedAt, requestsT, locale),
            })}
            {claim.acceptingNewPatients !== null &&
              ` · ${claim.acceptingNewPatients ? t('network.newPatients') : t('network.noNewPatients')}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
