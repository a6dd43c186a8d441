import type { SessionDevice } from '@shared/api/auth';

// 'Firefox' and 'Windows' from a User-Agent header, for the list of one's own signed-in browsers.
// Only the common browsers and systems are named: the label helps a person recognise a device,
// it is not analytics, so a small table beats a parsing library. The words around the names
// ('on', 'A browser') are the page's, in the reader's language.

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

const first = (table: [RegExp, string][], text: string) =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** The browser and system named by `userAgent`; null when there is no User-Agent at all. */
export function describeDevice(userAgent: string | null): SessionDevice | null {
  if (!userAgent) return null;
  return { browser: first(BROWSERS, userAgent), system: first(SYSTEMS, userAgent) };
}
