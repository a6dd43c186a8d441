// Street lines written two ways ('100 North Main Street, Suite 4' and '100 N Main St Ste 4') compare
// equal once lower-cased, stripped of punctuation and with the usual abbreviations applied.

const ABBREVIATIONS: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  road: 'rd',
  drive: 'dr',
  boulevard: 'blvd',
  lane: 'ln',
  court: 'ct',
  place: 'pl',
  parkway: 'pkwy',
  highway: 'hwy',
  square: 'sq',
  terrace: 'ter',
  suite: 'ste',
  building: 'bldg',
  floor: 'fl',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
};

/** A street line in one comparable form; empty when there is nothing to compare. */
export function normalisedStreet(line: string): string {
  return line
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join(' ');
}

/** The five-digit ZIP code of a postal code ('06103-1234' → '06103'), or null. */
export function zip5(postalCode: string | null | undefined): string | null {
  const match = /^\s*(\d{5})/.exec(postalCode ?? '');
  return match ? match[1]! : null;
}
