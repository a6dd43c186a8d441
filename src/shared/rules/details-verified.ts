// What families are told about an admin's check of a provider's details: every field that drives
// a decision says how fresh it is (docs/product.md#verified-details). Whole calendar days in UTC,
// so the wording is the same on the server, in every browser, and in tests.

const DAY_MS = 24 * 60 * 60 * 1000;

const utcDay = (time: Date) =>
  Math.floor(Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate()) / DAY_MS);

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** 'today', 'yesterday', '12 days ago', '3 months ago', '2 years ago'. */
export function verifiedAgo(verifiedAt: Date | string, now: Date = new Date()): string {
  const days = Math.max(0, utcDay(now) - utcDay(new Date(verifiedAt)));
  if (days === 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days < 60) return `${days} days ago`;
  if (days < 730) return `${plural(Math.floor(days / 30), 'month')} ago`;
  return `${plural(Math.floor(days / 365), 'year')} ago`;
}

/** 'Insurance and services verified 12 days ago', or null when nobody has verified them. */
export function detailsVerifiedText(
  verifiedAt: Date | string | null,
  now: Date = new Date(),
): string | null {
  return verifiedAt ? `Insurance and services verified ${verifiedAgo(verifiedAt, now)}` : null;
}

/** Only what someone said: null (unknown) shows nothing rather than a guess. */
export function newPatientsText(accepting: boolean | null): string | null {
  if (accepting === null) return null;
  return accepting ? 'Accepting new patients' : 'Not accepting new patients';
}
