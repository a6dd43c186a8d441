import type { Language } from './languages';

/**
 * The language for an `Accept-Language` header: Spanish when Spanish is the reader's most wanted
 * language among those we have (by q-value, the earlier one on a tie), English otherwise, also
 * when the header is missing or unreadable.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language {
  let best: { language: Language; q: number } | null = null;
  for (const part of (header ?? '').split(',')) {
    const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
    const primary = tag.toLowerCase().split('-')[0];
    if (primary !== 'en' && primary !== 'es') continue;
    const q = qualityOf(params);
    if (q > 0 && (!best || q > best.q)) best = { language: primary, q };
  }
  return best?.language ?? 'en';
}

/** A `q=` parameter's weight, 1 when absent, 0 (not acceptable) when it is not a number in range. */
function qualityOf(params: string[]): number {
  const q = params.find((param) => /^q\s*=/i.test(param));
  if (q === undefined) return 1;
  const value = q.replace(/^q\s*=\s*/i, '');
  if (!/^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value)) return 0;
  return Number(value);
}
