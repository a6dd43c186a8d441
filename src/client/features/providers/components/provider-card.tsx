import { BadgeCheck, ChevronDown, MapPin } from 'lucide-react';
import { memo, useId, useState } from 'react';
import type { Opening } from '@shared/api/appointment-requests';
import type { RequestedTime } from '@shared/api/opening-requests';
import { familyOpening, shownNextOpening } from '@shared/rules/best-opening';
import { useTranslation } from 'react-i18next';
import type { ProviderResult } from '@shared/api/providers';
import { detailsVerifiedText, newPatientsText } from '@shared/rules/details-verified';
import { providerInitials } from '@shared/rules/provider-display';
import { useSpecialtyWords } from '@client/i18n/use-specialty-words';
import { Avatar, AvatarFallback, AvatarImage } from '@client/components/ui/avatar';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { streetAddress } from '@shared/rules/street-address';
import { ApproximateLocation } from '@client/components/approximate-location';
import { RequestRoute } from '@client/components/request-route';
import { cn } from '@client/lib/cn';
import { useLargeScreen } from '../use-large-screen';
import { useOptionWords, type OptionWords } from '../use-option-words';
import { BasketButton } from './basket-button';
import { CardContactLinks } from './card-contact-links';
import { NetworkClaimsList } from './network-claims-list';
import { ListingSaid } from './listing-said';
import { PracticeFactsList } from './practice-facts-list';
import { OpeningRequestAction, RequestedTimeNote } from './card-opening';
import { ProviderFacts } from './provider-facts';

export interface BasketToggle {
  inBasket: boolean;
  pending: boolean;
  /** The same function for every card and render, so a card redraws only when it changes. */
  onToggle: (provider: ProviderResult) => void;
}

// Beside 'Show details' in a 375 px card: the words may wrap (a long 'Requested {date}') rather
// than widen the card past the screen.
const basketButtonClass = 'min-h-11 min-w-0 flex-1 gap-1.5 px-2.5 py-2 text-sm leading-tight';

/**
 * A provider in the list view, with every field and link (docs/product.md#list). Memoised: its
 * props are plain values and shared functions, so an answer arriving (the basket, the requests)
 * redraws only the cards it changes.
 */
export const ProviderCard = memo(function ProviderCard({
  provider,
  inBasket,
  pending,
  onToggle,
  requested,
  requestOpening = null,
  requestedTime = null,
  familyInsurance = null,
  chosenServices = [],
  reachMiles = null,
  onElement,
}: BasketToggle & {
  provider: ProviderResult;
  /** 'Requested 4 March 2027' while the family has an open request with this provider. */
  requested: string | null;
  /** The best known opening of the family's open request to this provider, if any. */
  requestOpening?: Opening | null;
  /** The clinic's published time the family asked for with that request, if it asked for one. */
  requestedTime?: RequestedTime | null;
  /** The family's insurance, so a match can say 'Accepts Medicaid'. */
  familyInsurance?: string | null;
  /** The services the search asks for, so the card can say which of them it offers. */
  chosenServices?: readonly string[];
  /** The miles the search keeps to; null: no limit. */
  reachMiles?: number | null;
  /** The list focuses the first card of a newly loaded page. */
  onElement?: (providerId: string, element: HTMLElement | null) => void;
}) {
  const { t } = useTranslation('search');
  const specialtyWords = useSpecialtyWords();
  const words = useOptionWords();
  const nameId = useId();
  const detailsId = useId();
  const newPatients = newPatientsText(provider.acceptingNewPatients, t);
  const verified = detailsVerifiedText(provider.detailsVerifiedAt, t);

  // Phones show a compact summary and keep the rest behind 'Show details'; large screens show
  // everything, as before (docs/product.md#list).
  const large = useLargeScreen();
  const [expanded, setExpanded] = useState(false);
  const showDetails = large || expanded;

  const basketButton = (
    <BasketButton
      requested={requested}
      notAccepting={provider.notAccepting}
      inBasket={inBasket}
      mode="toggle"
      pending={pending}
      onPress={() => onToggle(provider)}
      size="custom"
      className={basketButtonClass}
      noteClassName="min-w-0 flex-1"
    />
  );

  return (
    <article
      ref={(element) => onElement?.(provider.id, element)}
      tabIndex={-1}
      aria-labelledby={nameId}
      className={cn(
        'flex h-full min-w-0 flex-col gap-1.5 rounded-xl border border-border bg-background p-3 shadow-sm sm:gap-2 sm:p-4 lg:gap-4 lg:p-5',
        provider.matchesInsurance && 'border-t-4 border-t-primary',
      )}
    >
      <div className="flex items-center gap-3 lg:items-start">
        {/* A compact card gives its whole width to the name; the picture comes with the details. */}
        {showDetails && (
          <Avatar className="size-10 text-sm lg:size-12">
            {provider.profileImageUrl && <AvatarImage src={provider.profileImageUrl} alt="" />}
            <AvatarFallback aria-hidden="true">{providerInitials(provider.name)}</AvatarFallback>
          </Avatar>
        )}
        <div className="min-w-0">
          {/* Three lines at most in a compact card (few names need more); the whole name is still
              read out, and shown with the details. */}
          <h3
            id={nameId}
            className={cn('leading-snug font-semibold break-words', !showDetails && 'line-clamp-3')}
          >
            {provider.name}
          </h3>
          {showDetails && (
            <>
              <p className="text-sm text-muted-foreground">{specialtyWords(provider.specialty)}</p>
              <p className="mt-1 flex items-start gap-1 text-sm">
                <MapPin
                  aria-hidden="true"
                  className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                />
                {streetAddress(provider)}
              </p>
            </>
          )}
          {/* Under the address, or under the name in a compact card: its distance is near. */}
          <ApproximateLocation approximate={provider.locationApproximate} className="mt-0.5" />
        </div>
      </div>

      <ProviderFacts
        provider={provider}
        opening={familyOpening(provider, requestOpening, new Date())}
        nextOpening={shownNextOpening(requestOpening, provider.nextOpening)}
        openingAction={
          // A published time the family may ask for, unless it asked this clinic already.
          !requested &&
          requestedTime === null &&
          provider.requestBy === 'email' &&
          provider.nextOpening?.openingId ? (
            <OpeningRequestAction
              providerName={provider.name}
              openingId={provider.nextOpening.openingId}
              start={provider.nextOpening.start}
            />
          ) : undefined
        }
        familyInsurance={familyInsurance}
        chosenServices={chosenServices}
        reachMiles={reachMiles}
        compact={!large}
        showSample={showDetails}
      />

      <div id={detailsId} hidden={!showDetails} className={showDetails ? 'contents' : undefined}>
        {showDetails && (
          <>
            {newPatients && <p className="text-sm font-medium">{newPatients}</p>}
            <PracticeFactsList provider={provider} />
            <ListingSaid listing={provider.listing} />

            <BadgeList
              title={t('card.services')}
              items={provider.servicesOffered}
              nameOf={words.service}
            />
            {/* A payer directory's networks say what is known of insurance when nothing else does. */}
            {(provider.acceptedInsurance.length > 0 || provider.networkClaims.length === 0) && (
              <BadgeList
                title={t('card.insurance')}
                items={provider.acceptedInsurance}
                nameOf={words.insurance}
              />
            )}
            <NetworkClaimsList claims={provider.networkClaims} />
            {verified && (
              <p className="-mt-2 flex items-center gap-1 text-xs text-muted-foreground">
                <BadgeCheck aria-hidden="true" className="size-3.5 shrink-0" />
                {verified}
              </p>
            )}

            <CardContactLinks provider={provider} />
          </>
        )}
      </div>

      {/* What became of a published time the family asked for. */}
      {requestedTime !== null && (
        <RequestedTimeNote providerName={provider.name} requested={requestedTime} />
      )}

      {/* How a request would travel, before the family adds the clinic; once asked, the request
          itself says. */}
      {!requested && !provider.notAccepting && (
        <RequestRoute requestBy={provider.requestBy} phone={provider.phone} className="mt-auto" />
      )}
      <div className={cn('flex gap-2', (requested || provider.notAccepting) && 'mt-auto')}>
        {basketButton}
        {!large && (
          <Button
            variant="outline"
            size="custom"
            className="h-11 shrink-0 gap-1 px-2 py-2 text-sm"
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? t('card.hideDetails') : t('card.showDetails')}
            <ChevronDown
              aria-hidden="true"
              className={cn('transition-transform', expanded && 'rotate-180')}
            />
          </Button>
        )}
      </div>
    </article>
  );
});

function BadgeList({
  title,
  items,
  nameOf,
}: {
  title: string;
  items: readonly string[];
  nameOf: OptionWords['service'];
}) {
  const { t } = useTranslation('search');
  return (
    <div>
      <h4 className="mb-1.5 text-sm font-medium">{title}</h4>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('card.notReported')}</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5">
          {items.map((item) => (
            <li key={item}>
              <Badge variant="outline" weight="normal">
                {nameOf(item)}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
