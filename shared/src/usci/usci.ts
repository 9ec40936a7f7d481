/**
 * Unified social credit code (统一社会信用代码), GB 32100-2015: 18 characters from the digits and
 * the capital letters without I, O, S, V and Z; characters 3-8 are the administrative division
 * code (digits); the 18th is a check character computed modulo 31 over the first 17. One rule
 * for both sides: the forms check it as the visitor types (the International Trade enquiry),
 * and the api checks the same before it stores anything (the `usci` format).
 */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** Weight of position i is 3^i mod 31 (GB 32100-2015, 5.3). */
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

export type UsciProblem = 'length' | 'characters' | 'division' | 'check';

/** The code as the api stores it: spaces removed, upper case. */
export const normalizeUsci = (code: string) => code.replace(/\s+/g, '').toUpperCase();

/** The check character for the first 17 characters of a code, or undefined if one is not allowed. */
export function usciCheckCharacter(first17: string): string | undefined {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const value = ALPHABET.indexOf(first17.charAt(i));
    if (value < 0) return undefined;
    sum += value * (WEIGHTS[i] ?? 0);
  }
  return ALPHABET.charAt((31 - (sum % 31)) % 31);
}

/** What is wrong with a (normalized) code, most basic first, or undefined when it is valid. */
export function usciProblem(code: string): UsciProblem | undefined {
  if (code.length !== 18) return 'length';
  if (![...code].every((char) => ALPHABET.includes(char))) return 'characters';
  if (!/^[0-9]{6}$/.test(code.slice(2, 8))) return 'division';
  return usciCheckCharacter(code.slice(0, 17)) === code.charAt(17) ? undefined : 'check';
}

/** The api's check (format `usci`): a valid code, in any letter case. */
export const isValidUsci = (code: string): boolean => usciProblem(code.toUpperCase()) === undefined;
