import type { IncomingHttpHeaders } from 'node:http';
import type { SessionDevice } from '@shared/api/auth';
import { LARGE_SCREEN_MIN_WIDTH } from '@shared/rules/large-screen';

// What a request's User-Agent header says, in one table: the names of common browsers and
// systems (for the list of one's own signed-in browsers), and whether it is a phone (for the
// layout of the server's first view, where the browser does not report its window's width). The
// label helps a person recognise a device and the guess only picks a first layout, so a small
// table beats a parsing library.

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
 * The client hints a page asks for (`Accept-CH`): Chromium sends them with the requests that
 * follow, so from the second page on the server knows the width of the window, not only the kind
 * of device (a tablet held upright or a narrow desktop window is a small screen too).
 */
export const SCREEN_HINTS = 'Sec-CH-Viewport-Width';

/** What the guess reads: the answer has to vary with them. */
export const SCREEN_GUESS_HEADERS = 'sec-ch-viewport-width, sec-ch-ua-mobile, user-agent';

/**
 * Whether the window is narrower than the large-screen layout, as far as the request tells: the
 * viewport's width where the browser reports it (a client hint), else Chromium's hint of a phone,
 * else the user agent. The server's first view is laid out for it; the browser follows its real
 * screen once running.
 */
export function looksLikeSmallScreen(headers: IncomingHttpHeaders): boolean {
  const width = Number(headers['sec-ch-viewport-width']);
  if (Number.isFinite(width) && width > 0) return width < LARGE_SCREEN_MIN_WIDTH;
  if (headers['sec-ch-ua-mobile'] === '?1') return true;
  const agent = headers['user-agent'];
  return typeof agent === 'string' && SMALL_SCREEN.test(agent);
}
