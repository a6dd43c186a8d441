import type { ClinicListing } from '@shared/api/clinic-listing';
import { formatDay, formatDayAndTime } from '@shared/rules/intl-formats';
import { clinicT as t } from '@server/domain/clinic-emails/clinic-t';

// The monthly e-mail's list of the listing, in English like every e-mail to a clinic (its words
// are the `clinic-emails` catalog's).

/** 'Label: value' for each field of the listing, as families see it now. */
export function listingLines(
  listing: Pick<ClinicListing, 'values' | 'openings' | 'timeZone'>,
): string[] {
  const v = listing.values;
  const notSaid = t('listingCheck.notSaid');
  const day = (iso: string) => formatDay(iso, 'en-US', listing.timeZone);
  const dayAndTime = (iso: string) => formatDayAndTime(iso, 'en-US', listing.timeZone);
  const list = (items: readonly string[] | null) => (items?.length ? items.join(', ') : notSaid);
  const yesNo = (value: boolean | null) =>
    value === null ? notSaid : value ? t('listingCheck.yes') : t('listingCheck.no');
  const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });
  const accepting =
    v.acceptingNewPatients === true && v.notAcceptingServices.length
      ? t('listingCheck.acceptingExcept', { services: v.notAcceptingServices.join(', ') })
      : yesNo(v.acceptingNewPatients);
  const { addressLine, city, state, zipCode } = v.address;
  const address = [addressLine, city, [state, zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const openings = listing.openings.length
    ? listing.openings
        .map((o) =>
          o.fromOnly
            ? t('listingCheck.openingFrom', { day: day(o.startsAt) })
            : dayAndTime(o.startsAt),
        )
        .join('; ')
    : notSaid;
  const lines: [string, string][] = [
    [t('listingCheck.email'), v.email ?? notSaid],
    [t('listingCheck.accepting'), accepting],
    [t('listingCheck.services'), list(v.servicesOffered)],
    [t('listingCheck.insurance'), list(v.acceptedInsurance)],
    [
      t('listingCheck.ages'),
      v.agesFrom === null
        ? notSaid
        : t('listingCheck.agesRange', { from: String(v.agesFrom), to: String(v.agesTo) }),
    ],
    [
      t('listingCheck.languages'),
      list(v.languages?.map((code) => languageNames.of(code) ?? code) ?? null),
    ],
    [t('listingCheck.telehealth'), yesNo(v.telehealth)],
    [t('listingCheck.address'), address],
    [t('listingCheck.phone'), v.phone ?? notSaid],
    [t('listingCheck.website'), v.websiteUrl ?? notSaid],
    [t('listingCheck.openings'), openings],
  ];
  return lines.map(([label, value]) => `${label}: ${value}`);
}
