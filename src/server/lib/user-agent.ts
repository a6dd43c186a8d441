import type { IncomingHttpHeaders } from 'node:http';
import type { SessionDevice } from '@shared/api/auth';

// What a request's User-Agent header says, in one table: the names of common browsers and
// systems (for the list of one's own signed-in browsers), and whether it is a phone (for the
// layout of the server's first view). The label helps a person recognise a device and the guess
// only picks a first layout, so a small table beats a parsing library.

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** Phones and small tablets: any agent that says 'Mobi', every Android, an iPhone. */
const SMALL_SCREEN = /Mobi|Android|iPhone/i;

const first = (table: [RegExp, string][], text: string) =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/**
 * The browser and system named by `userAgent`; null when there is no User-Agent at all. The
 * words around the names ('on', 'A browser') are the page's, in the reader's language.
 */
export function describeDevice(userAgent: string | null): SessionDevice | null {
  if (!userAgent) return null;
  return { browser: first(BROWSERS, userAgent), system: first(SYSTEMS, userAgent) };
}

/**
 * A phone or a small tablet, as far as the request tells (Chromium's client hint, else the user
 * agent). The server's first view is laid out for it; the browser follows its real screen once
 * running.
 */
export function looksLikeSmallScreen(headers: IncomingHttpHeaders): boolean {
  if (headers['sec-ch-ua-mobile'] === '?1') return true;
  const agent = headers['user-agent'];
  return typeof agent === 'string' && SMALL_SCREEN.test(agent);
}
