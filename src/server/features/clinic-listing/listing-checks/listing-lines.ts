import type { ClinicListing } from '@shared/api/clinic-listing';
import { formatDay, formatDayAndTime } from '@shared/rules/intl-formats';

// The monthly e-mail's list of the listing, in English like every e-mail to a clinic.

const NOT_SAID = 'not said';

/** 'Label: value' for each field of the listing, as families see it now. */
export function listingLines(listing: ClinicListing): string[] {
  const v = listing.values;
  const day = (iso: string) => formatDay(iso, 'en-US', listing.timeZone);
  const dayAndTime = (iso: string) => formatDayAndTime(iso, 'en-US', listing.timeZone);
  const list = (items: readonly string[] | null) => (items?.length ? items.join(', ') : NOT_SAID);
  const yesNo = (value: boolean | null) => (value === null ? NOT_SAID : value ? 'yes' : 'no');
  const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });
  const accepting =
    v.acceptingNewPatients === true && v.notAcceptingServices.length
      ? `yes, except ${v.notAcceptingServices.join(', ')}`
      : yesNo(v.acceptingNewPatients);
  const { addressLine, city, state, zipCode } = v.address;
  const address = [addressLine, city, [state, zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const openings = listing.openings.length
    ? listing.openings
        .map((o) => (o.fromOnly ? `from ${day(o.startsAt)}` : dayAndTime(o.startsAt)))
        .join('; ')
    : NOT_SAID;
  const lines: [string, string][] = [
    ['E-mail for requests', v.email ?? NOT_SAID],
    ['Accepting new patients', accepting],
    ['Services', list(v.servicesOffered)],
    ['Insurance', list(v.acceptedInsurance)],
    ['Ages', v.agesFrom === null ? NOT_SAID : `${v.agesFrom} to ${v.agesTo} years`],
    ['Languages', list(v.languages?.map((code) => languageNames.of(code) ?? code) ?? null)],
    ['Telehealth', yesNo(v.telehealth)],
    ['Address', address],
    ['Phone', v.phone ?? NOT_SAID],
    ['Website', v.websiteUrl ?? NOT_SAID],
    ['Openings', openings],
  ];
  return lines.map(([label, value]) => `${label}: ${value}`);
}
