/** An entry of the api's dial-code list (kyc/areaCode/list), as far as the search reads it. */
export interface DialCodeEntry {
  /** '+852' */
  areaCode: string;
  /** 'Hong Kong +852', in the visitor's language. */
  areaName: string;
}

const digitsOf = (text: string) => text.replace(/[^0-9]/g, '');

/**
 * The area-code search filters by area name or by dial code. A query matches a name
 * anywhere in it, case-insensitively ('kong', '香港', 'Hong Kong +852'); a query of digits (with or
 * without '+') matches the dial codes that start with it ('85', '+852'). An empty query lists all.
 */
export function filterAreaCodes<Entry extends DialCodeEntry>(options: readonly Entry[], query: string): Entry[] {
  const text = query.trim().toLocaleLowerCase();
  if (!text) return [...options];
  // A query of digits is a dial code, matched from its start: '86' is China, not Taiwan (+886),
  // even though the label 'Taiwan +886' contains it.
  if (/^\+?[0-9][0-9\s-]*$/.test(text)) {
    const code = digitsOf(text);
    return options.filter((option) => digitsOf(option.areaCode).startsWith(code));
  }
  return options.filter((option) => option.areaName.toLocaleLowerCase().includes(text));
}
