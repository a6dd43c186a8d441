// 'Firefox on Windows' from a User-Agent header, for the list of one's own signed-in browsers.
// Only the common browsers and systems are named: the label helps a person recognise a device,
// it is not analytics, so a small table beats a parsing library.

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
  table.find(([pattern]) => pattern.test(text))?.[1];

export function browserName(userAgent: string | null): string {
  if (!userAgent) return 'Unknown browser';
  const browser = first(BROWSERS, userAgent) ?? 'A browser';
  const system = first(SYSTEMS, userAgent);
  return system ? `${browser} on ${system}` : browser;
}
