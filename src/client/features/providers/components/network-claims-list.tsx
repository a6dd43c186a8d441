import { MessageSquareWarning, Network } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { NetworkClaim } from '@shared/api/providers';
import { formatDay } from '@shared/rules/intl-formats';
import { useLocale } from '@client/i18n/use-locale';
import { useOptionWords } from '../use-option-words';

/**
 * Each network a payer's own directory lists the provider in, with where the claim comes from
 * and when it was last checked, so a family can weigh it: 'In network: Green Circle of
 * Connecticut HMO — payer directory Green Circle, checked 26 November 2026'. A clinic's newer
 * answer that it does not take the insurance is said under the claim it overrules.
 */
export function NetworkClaimsList({ claims }: { claims: readonly NetworkClaim[] }) {
  const { t } = useTranslation('search');
  const locale = useLocale();
  const words = useOptionWords();
  if (claims.length === 0) return null;
  return (
    <ul className="grid gap-1 text-sm">
      {claims.map((claim) => (
        <li key={`${claim.directory} ${claim.network}`} className="flex items-start gap-1">
          <Network aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span className="grid gap-0.5">
            <span className={claim.clinicSaidNoAt ? 'text-muted-foreground' : undefined}>
              {t('network.claim', {
                network: claim.network,
                directory: claim.directory,
                date: formatDay(claim.retrievedAt, locale),
              })}
              {claim.acceptingNewPatients !== null &&
                ` · ${claim.acceptingNewPatients ? t('network.newPatients') : t('network.noNewPatients')}`}
            </span>
            {claim.clinicSaidNoAt && (
              <span className="flex items-start gap-1 font-medium">
                <MessageSquareWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {t('network.clinicSaidNo', {
                  date: formatDay(claim.clinicSaidNoAt, locale),
                  insurance: words.insurance(claim.insuranceType),
                })}
              </span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
