// Building an Intl formatter costs far more than using one (the locale's data is looked up each
// time), and a page of provider cards formats several numbers and dates per card: one formatter
// per locale and options, kept for the page's life.

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function kept<F>(cache: Map<string, F>, key: string, make: () => F): F {
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** `new Intl.NumberFormat(locale, options)`, built once per locale and options. */
export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  kept(numberFormats, `${locale}|${JSON.stringify(options)}`, () =>
    Intl.NumberFormat(locale, options),
  );

/** `new Intl.DateTimeFormat(locale, options)`, built once per locale and options. */
export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
  kept(dateTimeFormats, `${locale}|${JSON.stringify(options)}`, () =>
    Intl.DateTimeFormat(locale, options),
  );
