import { Check, CircleHelp, Clock, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderResult } from '@shared/api/providers';
import type { Opening } from '@shared/api/appointment-requests';
import type { NextOpening } from '@shared/api/providers';
import { nextOpeningDays, openingDays } from '@shared/rules/best-opening';
import { NextOpeningLine } from '@client/components/next-opening-line';
import { insuranceStanding } from '@shared/rules/family-reach';
import { licensedState } from '@shared/rules/practice-facts';
import { formatWait, waitBadgeVariant } from '@shared/rules/wait-time';
import { Badge } from '@client/components/ui/badge';
import { cn } from '@client/lib/cn';
import { useLocale } from '@client/i18n/use-locale';
import { distanceText } from '../map/popup-format';
import { useOptionWords } from '../use-option-words';
import { OpeningSource } from '@client/components/opening-source';

/**
 * What a family compares at a glance: the wait with its source, the distance, the insurance
 * match, and 'Sample data' for sample providers. A compact card gives the wait the first line
 * and distance and insurance the second, which never wraps (a long insurance name ends in '…',
 * whole in the details and for screen readers), so the card keeps its height whatever the
 * words; 'Sample data' then waits for the details (docs/product.md#list).
 */
export function ProviderFacts({
  provider,
  opening,
  nextOpening = null,
  openingAction,
  familyInsurance,
  chosenServices = [],
  reachMiles = null,
  compact,
  showSample,
}: {
  provider: ProviderResult;
  /** The provider's one opening for this family (`familyOpening`), as every screen states it. */
  opening: Opening | null;
  /**
   * The provider's next opening for any family, shown with its source instead, when the family
   * has no answer of its own from the provider.
   */
  nextOpening?: NextOpening | null;
  /** One more action beside the next opening, such as requesting that time. */
  openingAction?: ReactNode;
  familyInsurance: string | null;
  /** The services searched for: the card says which of them this provider offers. */
  chosenServices?: readonly string[];
  /** The miles the search keeps to: a telehealth practice beyond them says why it is listed. */
  reachMiles?: number | null;
  compact: boolean;
  showSample: boolean;
}) {
  const { t } = useTranslation('search');
  const locale = useLocale();
  const words = useOptionWords();
  const now = new Date();
  const wait = nextOpening ? nextOpeningDays(nextOpening, now) : openingDays(opening, now);
  const row = 'flex flex-wrap items-center gap-x-2 gap-y-1';
  const offered = chosenServices.filter((service) => provider.servicesOffered.includes(service));
  // The family's insurance: 'Accepts Medicaid', 'Ask about Medicaid' where nobody has reported
  // the provider's insurance, or, for a provider listing others (shown once the family widens to
  // them), that Medicaid is not on its list: a question to ask, not a refusal.
  const named = familyInsurance ? words.insurance(familyInsurance) : '';
  const insurance = !familyInsurance
    ? null
    : provider.matchesInsurance
      ? {
          Icon: Check,
          className: 'font-medium [&_svg]:text-primary',
          // Only a payer directory says so: its network, named with its source in the details.
          text: provider.acceptedInsurance.includes(familyInsurance)
            ? t('facts.accepts', { insurance: named })
            : t('facts.inNetwork', { insurance: named }),
        }
      : {
          Icon: CircleHelp,
          className: '[&_svg]:text-muted-foreground',
          text:
            insuranceStanding(provider.acceptedInsurance, familyInsurance) === 'unknown'
              ? t('facts.askAbout', { insurance: named })
              : t('facts.notListed', { insurance: named }),
        };
  return (
    <div className={compact ? 'grid gap-1' : row}>
      <div className={compact ? row : 'contents'}>
        <Badge variant={waitBadgeVariant(wait)} className="gap-1">
          <Clock aria-hidden="true" className="size-3.5" />
          {wait === null ? formatWait(wait, t) : t('facts.wait', { wait: formatWait(wait, t) })}
        </Badge>
        {!nextOpening && opening && (
          <OpeningSource
            opening={opening}
            families={provider.waitFamilies}
            className="text-xs text-muted-foreground"
          />
        )}
      </div>
      {nextOpening && (
        <NextOpeningLine opening={nextOpening} action={openingAction} className="basis-full" />
      )}
      <div className={compact ? 'flex min-w-0 items-center gap-2' : 'contents'}>
        {provider.distanceMiles !== null && (
          <Badge variant="outline" className="shrink-0">
            {distanceText(provider.distanceMiles, t, locale)}
          </Badge>
        )}
        {provider.telehealth &&
          reachMiles !== null &&
          provider.distanceMiles !== null &&
          provider.distanceMiles > reachMiles && (
            <Badge variant="outline" className="shrink-0 gap-1">
              <Video aria-hidden="true" className="size-3.5" />
              {/* A compact card keeps its one line; its details name the state. */}
              {compact
                ? t('facts.byVideoShort')
                : t('facts.byVideo', { state: licensedState(provider) })}
            </Badge>
          )}
        {insurance && (
          <span className={cn('flex min-w-0 items-center gap-1 text-sm', insurance.className)}>
            <insurance.Icon aria-hidden="true" className="size-4 shrink-0" />
            <span className={compact ? 'truncate' : undefined}>{insurance.text}</span>
          </span>
        )}
        {provider.matchesInsurance && !familyInsurance && (
          <Badge variant="outline" className="shrink-0">
            {t('facts.matches')}
          </Badge>
        )}
      </div>
      {offered.length > 0 && (
        // One short line in a compact card, which keeps its height whatever the services.
        <p className={cn('flex min-w-0 items-center gap-1', compact ? 'text-xs' : 'text-sm')}>
          <Check aria-hidden="true" className="size-3.5 shrink-0 text-primary" />
          <span className={compact ? 'truncate' : undefined}>
            {t('facts.offers', { services: offered.map(words.service).join(', ') })}
          </span>
        </p>
      )}
      {/* Fictional sample providers say so (docs/product.md#truthful-data). */}
      {showSample && provider.source === 'sample' && (
        <Badge variant="note" className="w-fit">
          {t('facts.sample')}
        </Badge>
      )}
    </div>
  );
}
