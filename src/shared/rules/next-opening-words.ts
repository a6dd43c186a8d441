// How a provider's next opening and 'not taking new patients' are worded, on every screen that
// shows them (docs/product.md#next-opening): one place, so the card, the map's popup, the top
// appointment options and the request cards say the same. The keys name their namespace, so any
// screen's `t` words it the same.
import type { TFunction } from 'i18next';
import type { NextOpening, NotAccepting } from '@shared/api/providers';
import { formatDay, formatDayAndTime, relativeTimeFormat } from './intl-formats';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Each source's words ('published by the clinic'); each key written out, so catalogs are checked. */
export function nextOpeningSourceText(
  source: NextOpening['source'],
  t: TFunction<'search'>,
): string {
  switch (source) {
    case 'clinic':
      return t('search:nextOpening.source.clinic');
    case 'scheduling':
      return t('search:nextOpening.source.scheduling');
    case 'reply':
      return t('search:nextOpening.source.reply');
    case 'observed':
      return t('search:nextOpening.source.observed');
    case 'listed':
      return t('search:nextOpening.source.listed');
  }
}

/**
 * When it starts, as every date is written: '9 December 2026 at 10:30 AM' for a time (in
 * `timeZone`, the reader's own by default), '9 December 2026' for a day without one.
 */
export function openingWhen(start: string, locale: string, timeZone?: string): string {
  return DATE_ONLY.test(start)
    ? formatDay(start, locale)
    : formatDayAndTime(start, locale, timeZone);
}

/** '2 hours ago', 'hace 3 días': the largest whole unit since `at`, never in the future. */
export function agoText(at: string, locale: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(at)) / 60_000));
  const format = relativeTimeFormat(locale);
  if (minutes < 60) return format.format(-minutes, 'minute');
  if (minutes < 48 * 60) return format.format(-Math.floor(minutes / 60), 'hour');
  return format.format(-Math.floor(minutes / 1440), 'day');
}

/** The parts of 'Next opening: 9 December 2026 at 10:30 AM · published by the clinic, checked 2 hours ago'. */
export function nextOpeningWords(
  opening: NextOpening,
  t: TFunction<'search'>,
  locale: string,
  now: Date = new Date(),
  timeZone?: string,
): { when: string; source: string } {
  const source = nextOpeningSourceText(opening.source, t);
  return {
    when: t('search:nextOpening.line', { when: openingWhen(opening.start, locale, timeZone) }),
    source: opening.checkedAt
      ? `${source}, ${t('search:nextOpening.checked', { ago: agoText(opening.checkedAt, locale, now) })}`
      : source,
  };
}

/** The whole line, as one string: for e-mails and for reading out. */
export const nextOpeningText = (...args: Parameters<typeof nextOpeningWords>) => {
  const { when, source } = nextOpeningWords(...args);
  return `${when} · ${source}`;
};

/** 'Not taking new patients, said by the clinic on 2 December 2026', and the like. */
export function notAcceptingText(
  notAccepting: NotAccepting,
  t: TFunction<'search'>,
  locale: string,
): string {
  const date = formatDay(notAccepting.at, locale);
  if (notAccepting.by === 'clinic') return t('search:nextOpening.notAccepting.clinic', { date });
  if (notAccepting.by === 'reply') return t('search:nextOpening.notAccepting.reply', { date });
  return t('search:nextOpening.notAccepting.directory', { date });
}
