import { MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProviderResult } from '@shared/api/providers';
import { isAccessibilityCode, type AccessibilityCode } from '@shared/rules/accessibility';
import { licensedState, MAX_AGE_YEARS } from '@shared/rules/practice-facts';
import { formatDay } from '@shared/rules/intl-formats';
import { isPediatricOnly, PEDIATRIC_AGES } from '@shared/rules/pediatric-care';
import { useLocale } from '@client/i18n/use-locale';
import { useOptionWords } from '../use-option-words';

type Facts = Pick<
  ProviderResult,
  | 'agesFrom'
  | 'agesTo'
  | 'languages'
  | 'telehealth'
  | 'accessibility'
  | 'licenseState'
  | 'state'
  | 'factsReportedAt'
  | 'specialty'
>;

/**
 * Ages seen, languages spoken, telehealth and the place's accessibility, in the card's details:
 * 'Not reported' where nobody has said (for ages, those a children's specialty implies, said to be
 * implied), and, once the clinic confirmed the first three through its reply link, the day it did.
 */
export function PracticeFactsList({ provider }: { provider: Facts }) {
  const { t } = useTranslation('search');
  const locale = useLocale();
  const words = useOptionWords();
  const notReported = t('card.notReported');
  // Unsaid ages of a children's specialty are the ones the search applies, and said to be implied.
  const impliedAges = isPediatricOnly(provider.specialty) ? PEDIATRIC_AGES : null;
  const ages =
    provider.agesFrom === null || provider.agesTo === null
      ? impliedAges
        ? t('practice.agesPediatric', { from: impliedAges.agesFrom, to: impliedAges.agesTo })
        : notReported
      : provider.agesTo === MAX_AGE_YEARS
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
  const accessWords: Record<AccessibilityCode, string> = {
    handiaccess: t('practice.accessibilityCodes.handiaccess'),
    adacomp: t('practice.accessibilityCodes.adacomp'),
    pubtrans: t('practice.accessibilityCodes.pubtrans'),
    cultcomp: t('practice.accessibilityCodes.cultcomp'),
  };
  const accessibility = provider.accessibility?.length
    ? provider.accessibility
        .map((code) => (isAccessibilityCode(code) ? accessWords[code] : code))
        .join(', ')
    : notReported;
  const rows = [
    [t('practice.ages'), ages],
    [t('practice.languages'), languages],
    [t('practice.telehealth'), telehealth],
    [t('practice.accessibility'), accessibility],
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
            date: formatDay(provider.factsReportedAt, locale),
          })}
        </p>
      )}
    </div>
  );
}
