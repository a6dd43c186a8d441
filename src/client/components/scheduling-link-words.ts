import type { TFunction } from 'i18next';
import type { SchedulingFailure } from '@shared/api/scheduling-links';
import { relativeTimeFormat } from '@shared/rules/intl-formats';

// The words of a scheduling link's status: why a read failed, and when something happened
// ('5 minutes ago', 'yesterday'), in the language on screen.

export function failureWords(t: TFunction<'scheduling'>, failure: SchedulingFailure): string {
  switch (failure) {
    case 'timeout':
      return t('failure.timeout');
    case 'rate-limited':
      return t('failure.rate-limited');
    case 'unreachable':
      return t('failure.unreachable');
    case 'refused':
      return t('failure.refused');
    case 'other-origin':
      return t('failure.other-origin');
    case 'not-found':
      return t('failure.not-found');
    case 'server-error':
      return t('failure.server-error');
    case 'bad-manifest':
      return t('failure.bad-manifest');
    case 'too-large':
      return t('failure.too-large');
  }
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long ago `iso` was, as a person says it ('5 minutes ago', 'now'). */
export function timeAgo(iso: string, locale: string, now = Date.now()): string {
  const format = relativeTimeFormat(locale, { numeric: 'auto' });
  const elapsed = Date.parse(iso) - now;
  for (const [unit, ms] of UNITS) {
    if (Math.abs(elapsed) >= ms) return format.format(Math.round(elapsed / ms), unit);
  }
  return format.format(0, 'second');
}
