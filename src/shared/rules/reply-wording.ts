// A provider's reply on the family's card reads 'earliest opening 3 March 2027': day, month name
// and year, which no reader can mistake for another date (docs/product.md#provider-replies).

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A calendar date (YYYY-MM-DD) as '3 March 2027'. Built from the parts rather than through Date,
 * so the day never shifts with the reader's time zone.
 */
export function formatReplyDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]} ${year}`;
}
