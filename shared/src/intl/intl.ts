/**
 * Intl formats, kept, and numbers read as people type them: pure, no UI, so the api uses them too.
 * Not a federation singleton (shared/build/webpack-preset.cjs): each app bundles its own copy, so a
 * remote that uses it never depends on the shell's deployed version.
 */
export { parseTypedNumber } from './parse-number';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(formats: Map<string, F>, locale: string, options: object, create: () => F): F {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = create();
    formats.set(key, format);
  }
  return format;
}

/**
 * One `Intl.NumberFormat` per locale and options, kept: building one costs far more than using it
 * (on a phone, a dozen built while a page hydrates or a counter animates were a visible stall).
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

/** One `Intl.DateTimeFormat` per locale and options, kept (see `numberFormat`). */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}
