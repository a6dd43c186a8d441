// What families are told about an admin's check of a provider's details: every field that drives
// a decision says how fresh it is (docs/product.md#verified-details). Whole calendar days in UTC,
// so the wording is the same on the server, in every browser, and in tests. The keys name their
// namespace, so any screen's `t` words it the same.
import type { TFunction } from 'i18next';

const DAY_MS = 24 * 60 * 60 * 1000;

const utcDay = (time: Date) =>
  Math.floor(Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate()) / DAY_MS);

/** 'today', 'yesterday', '12 days ago', '3 months ago', '2 years ago'. */
export function verifiedAgo(
  verifiedAt: Date | string,
  t: TFunction<'search'>,
  now: Date = new Date(),
): string {
  const days = Math.max(0, utcDay(now) - utcDay(new Date(verifiedAt)));
  if (days === 0) return t('search:verified.today');
  if (days === 1) return t('search:verified.yesterday');
  if (days < 60) return t('search:verified.daysAgo', { count: days });
  if (days < 730) return t('search:verified.monthsAgo', { count: Math.floor(days / 30) });
  return t('search:verified.yearsAgo', { count: Math.floor(days / 365) });
}

/** 'Insurance and services verified 12 days ago', or null when nobody has verified them. */
export function detailsVerifiedText(
  verifiedAt: Date | string | null,
  t: TFunction<'search'>,
  now: Date = new Date(),
): string | null {
  if (!verifiedAt) return null;
  return t('search:verified.details', { ago: verifiedAgo(verifiedAt, t, now) });
}

/** Only what someone said: null (unknown) shows nothing rather than a guess. */
export function newPatientsText(accepting: boolean | null, t: TFunction<'search'>): string | null {
  if (accepting === null) return null;
  return accepting ? t('search:newPatients.accepting') : t('search:newPatients.notAccepting');
}
