import { MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProviderResult } from '@shared/api/providers';
import { licensedState, MAX_AGE_SERVED } from '@shared/rules/practice-facts';
import { formatInstantDay } from '@shared/rules/reply-wording';
import { useLocale } from '@client/i18n/use-locale';
import { useOptionWords } from '../use-option-words';

type Facts = Pick<
  ProviderResult,
  'agesFrom' | 'agesTo' | 'languages' | 'telehealth' | 'licenseState' | 'state' | 'factsReportedAt'
>;

/**
 * Ages seen, languages spoken and telehealth, in the card's details: 'Not reported' where nobody
 * has said, and, once the clinic confirmed them through its reply link, the day it did.
 */
export function PracticeFactsList({ provider }: { provider: Facts }) {
  const { t } = useTranslation('search');
  const { t: requestsT } = useTranslation('requests');
  const locale = useLocale();
  const words = useOptionWords();
  const notReported = t('card.notReported');
  const ages =
    provider.agesFrom === null || provider.agesTo === null
      ? notReported
      : provider.agesTo === MAX_AGE_SERVED
        ? t('practice.agesFrom', { from: provider.agesFrom })
        : t('practice.agesRange', { from: provider.agesFrom, to: provider.agesTo });
  const languages = provider.languages?.length
    ? provider.languages.map(words.language).join(', ')
    : notReported;
  const telehealth =
    provider.telehealth === null
      ? notReported
      : provider.telehealth
        ? t('practice.telehealthYes', { state: licensedState(provider) })
        : t('practice.telehealthNo');
  const rows = [
    [t('practice.ages'), ages],
    [t('practice.languages'), languages],
    [t('practice.telehealth'), telehealth],
  ] as const;
  return (
    <div className="grid gap-1 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium">{term}</dt>
            <dd className={value === notReported ? 'text-muted-foreground' : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
      {provider.factsReportedAt && (
        <p className="flex items-center gap-1 text-xs text-muted-foreground">
          <MessageSquareText aria-hidden="true" className="size-3.5 shrink-0" />
          {t('practice.reportedByClinic', {
            date: formatInstantDay(provider.factsReportedAt, requestsT, locale),
          })}
        </p>
      )}
    </div>
  );
}
