/**
 * Unified social credit code (统一社会信用代码), GB 32100-2015.
 *
 * 18 characters: registration authority (1), organisation type (1), administrative division code (6 digits,
 * GB/T 2260), organisation code (9, GB 11714) and a check character computed modulo 31 over the first 17.
 * The alphabet is the digits and the capital letters without I, O, S, V and Z (they read like digits).
 * Used by the export-refund application (spec 3.2) and the International Trade enquiry (spec 2.4).
 */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** Weight of position i is 3^i mod 31 (GB 32100-2015, 5.3). */
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
const SHAPE = /^[0-9A-HJ-NPQRTUWXY]{2}[0-9]{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The check character for the first 17 characters of a code (upper case), or undefined if one is not allowed. */
export function usciCheckCharacter(first17: string): string | undefined {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const value = ALPHABET.indexOf(first17.charAt(i));
    if (value < 0) return undefined;
    sum += value * (WEIGHTS[i] ?? 0);
  }
  const check = (31 - (sum % 31)) % 31;
  return ALPHABET.charAt(check);
}

/** True when `code` is a well-formed unified social credit code with a matching check character (case-insensitive). */
export function isValidUsci(code: string): boolean {
  const upper = code.toUpperCase();
  if (!SHAPE.test(upper)) return false;
  return usciCheckCharacter(upper.slice(0, 17)) === upper.charAt(17);
}
