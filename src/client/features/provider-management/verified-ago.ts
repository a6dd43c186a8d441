// How long ago an admin verified a provider's details, in the words of the active locale
// ('12 days ago', 'hace 12 días'). Whole calendar days in UTC and the same steps as the families'
// wording in @shared/rules/details-verified, so both sides name the same age.

const DAY_MS = 24 * 60 * 60 * 1000;

const utcDay = (time: Date) =>
  Math.floor(Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate()) / DAY_MS);

/** 'today', 'yesterday', '12 days ago', '3 months ago', '2 years ago' (or their translations). */
export function verifiedAgo(
  verifiedAt: Date | string,
  locale: string,
  now: Date = new Date(),
): string {
  const days = Math.max(0, utcDay(now) - utcDay(new Date(verifiedAt)));
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (days < 60) return relative.format(-days, 'day');
  if (days < 730) return relative.format(-Math.floor(days / 30), 'month');
  return relative.format(-Math.floor(days / 365), 'year');
}
