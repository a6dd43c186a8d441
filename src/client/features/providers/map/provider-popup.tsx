import { Globe, Phone } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderPin } from '@shared/api/provider-map';
import { detailsVerifiedText, newPatientsText } from '@shared/rules/details-verified';
import { useSpecialtyWords } from '@client/i18n/use-specialty-words';
import { useLocale } from '@client/i18n/use-locale';
import { useRequestedLabel, useRequestOpenings } from '@client/lib/api/get-appointment-requests';
import {
  familyOpening,
  nextOpeningDays,
  openingDays,
  shownNextOpening,
} from '@shared/rules/best-opening';
import { NextOpeningLine } from '@client/components/next-opening-line';
import { streetAddress } from '@shared/rules/street-address';
import { DirectionsLink } from '@client/components/directions-link';
import { ClinicSiteLink } from '@client/components/clinic-site-link';
import { ApproximateLocation } from '@client/components/approximate-location';
import { distanceText, popupWaitText, websiteHref } from './popup-format';
import { telHref } from '@shared/rules/tel-link';
import { OpeningSource } from '@client/components/opening-source';
import { RequestRoute } from '@client/components/request-route';
import { BasketButton } from '../components/basket-button';
import { OpeningRequestAction } from '../components/card-opening';
import { ListingSaid } from '../components/listing-said';

// Leaflet's stylesheet is not in a cascade layer, so its rules (`.leaflet-container a` colour,
// `.leaflet-popup-content p` margins) beat Tailwind's layered utilities: the content uses divs,
// and links mark their colour important.
const linkClass =
  'inline-flex min-h-6 items-center gap-1.5 font-medium text-primary! underline-offset-4 hover:underline';

// Longer words (Spanish) wrap inside the popup's fixed width rather than overflow it.
const basketButtonClass = 'mt-2 w-full';

/** The popup of a provider marker: rendered by React into react-leaflet's Popup. */
export function ProviderPopupContent(props: {
  pin: ProviderPin;
  inBasket: boolean;
  onAdd: (providerId: string) => void;
  /** Opened from the keyboard: focus moves into the popup so its links are next in line. */
  autoFocus: boolean;
}) {
  const { pin, inBasket, onAdd, autoFocus } = props;
  const { t } = useTranslation('search');
  const specialtyWords = useSpecialtyWords();
  const locale = useLocale();
  const requested = useRequestedLabel(pin.id);
  const requestOpening = useRequestOpenings().get(pin.id);
  const now = new Date();
  // The same opening the card, the top options and the request card state.
  const opening = familyOpening(pin, requestOpening, now);
  // Before the family has its own answer, the provider's next opening for anyone, with its source.
  const next = shownNextOpening(requestOpening, pin.nextOpening);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (autoFocus) root.current?.focus();
  }, [autoFocus]);
  const phone = telHref(pin.phone);
  const website = websiteHref(pin.websiteUrl);
  const newPatients = newPatientsText(pin.acceptingNewPatients, t);
  const verified = detailsVerifiedText(pin.detailsVerifiedAt, t);

  return (
    <div
      ref={root}
      tabIndex={-1}
      className="grid gap-1 font-sans text-sm leading-snug text-foreground"
    >
      <div className="text-base font-semibold">{pin.name}</div>
      <div className="text-muted-foreground">{specialtyWords(pin.specialty)}</div>
      <div>{streetAddress(pin)}</div>
      <ApproximateLocation approximate={pin.locationApproximate} />
      <div>
        {popupWaitText(next ? nextOpeningDays(next, now) : openingDays(opening, now), t)}
        {!next && opening && (
          <>
            {' '}
            <OpeningSource
              opening={opening}
              families={pin.waitFamilies}
              parenthesised
              className="text-muted-foreground"
            />
          </>
        )}
      </div>
      {next && (
        <NextOpeningLine
          opening={next}
          action={
            // A published time the family may ask for, unless it asked this clinic already.
            !requested && pin.requestBy === 'email' && next.openingId ? (
              <OpeningRequestAction
                providerName={pin.name}
                openingId={next.openingId}
                start={next.start}
              />
            ) : undefined
          }
        />
      )}
      {pin.distanceMiles !== null && <div>{distanceText(pin.distanceMiles, t, locale)}</div>}
      {newPatients && <div className="font-medium">{newPatients}</div>}
      {verified && <div className="text-xs text-muted-foreground">{verified}</div>}
      <ListingSaid listing={pin.listing} />
      {(phone || website || pin.addressLine) && (
        <div className="mt-1 grid gap-1">
          {pin.addressLine && <DirectionsLink className={linkClass} address={streetAddress(pin)} />}
          {phone && (
            <a className={linkClass} href={phone}>
              <Phone className="size-4" aria-hidden="true" />
              {pin.phone}
            </a>
          )}
          {website && (
            <ClinicSiteLink className={linkClass} href={website}>
              <Globe className="size-4" aria-hidden="true" />
              {t('popup.website')}
            </ClinicSiteLink>
          )}
        </div>
      )}
      {!requested && (
        <RequestRoute
          requestBy={pin.requestBy}
          phone={pin.phone}
          className="mt-1"
          linkClassName="text-primary!"
        />
      )}
      <BasketButton
        requested={requested}
        notAccepting={pin.notAccepting}
        inBasket={inBasket}
        mode="add"
        onPress={() => onAdd(pin.id)}
        size="sm"
        className={basketButtonClass}
        noteClassName="mt-2"
      />
    </div>
  );
}
