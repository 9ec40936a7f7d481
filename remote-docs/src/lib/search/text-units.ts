/**
 * What each UTF-16 unit of a text is to the search: a unit of a Chinese character, a unit that
 * continues a latin word, or another. Read once per unit and kept, since highlighting and ranking
 * ask for every unit of the texts they read.
 */
const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;
export const HAN_CHAR = /\p{Script=Han}/u;

export const WORD_UNIT = 1;
export const HAN_UNIT = 2;
export const OTHER_UNIT = 3;
/** What each UTF-16 unit is, read with the two expressions once per unit (0: not read yet). */
const UNIT_KINDS = new Uint8Array(0x10000);

/** A unit of a Chinese character, a unit that continues a latin word, or another (lone surrogates are other). */
export function unitKind(code: number): number {
  let kind = UNIT_KINDS[code] ?? OTHER_UNIT;
  if (kind === 0) {
    const unit = String.fromCharCode(code);
    kind = HAN_CHAR.test(unit) ? HAN_UNIT : WORD_CHAR.test(unit) ? WORD_UNIT : OTHER_UNIT;
    UNIT_KINDS[code] = kind;
  }
  return kind;
}

/** True when the character at `i` would continue a latin word (so a match there is not a whole word). */
export function continuesWord(text: string, i: number): boolean {
  return i >= 0 && i < text.length && unitKind(text.charCodeAt(i)) === WORD_UNIT;
}

/** True when a match at `at` starts a word: after a unit that does not continue a latin word, or on a Chinese character. */
export function startsWord(text: string, at: number): boolean {
  return at === 0 || !continuesWord(text, at - 1) || unitKind(text.charCodeAt(at)) === HAN_UNIT;
}
