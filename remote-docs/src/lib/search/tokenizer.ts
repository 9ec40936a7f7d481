/**
 * The one tokenizer of the help centre's search, used when the index is built and when a query
 * is read (ARCHITECTURE, Help centre). Latin words and numbers stay whole; a run of Chinese
 * characters becomes overlapping bigrams, so a word inside a Chinese sentence (which has no
 * spaces) is found: '按日期查看付款状态' holds '付款' as one of its bigrams.
 */
export interface Token {
  /** The indexed form: lower case. */
  term: string;
  /** Offsets in the original text (UTF-16 code units), for snippets and highlights. */
  start: number;
  end: number;
}

// Han runs first; otherwise letters, marks and digits that are not Han, with dotted numbers
// such as 8.0.10 (a version) or 5,000 (an amount) kept as one token.
const TOKEN = /(\p{Script=Han}+)|(\p{N}+(?:[.,]\p{N}+)+|(?:(?!\p{Script=Han})[\p{L}\p{M}\p{N}])+)/gu;

/** Common English words that carry no meaning for search; dropped at index and query time. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'from', 'in', 'is', 'it', 'of', 'on', 'or', 'the', 'to', 'with',
]);

/** Every token of `text` with its position. */
export function tokenizeWithOffsets(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index;
    const han = match[1];
    if (han === undefined) {
      tokens.push({ term: match[0].toLowerCase(), start, end: start + match[0].length });
      continue;
    }
    // Code points, not code units: a rare Han character outside the BMP is one character.
    const chars = Array.from(han);
    const offsets: number[] = [];
    let at = start;
    for (const char of chars) {
      offsets.push(at);
      at += char.length;
    }
    offsets.push(at);
    if (chars.length === 1) {
      tokens.push({ term: han, start, end: at });
      continue;
    }
    for (let i = 0; i + 1 < chars.length; i += 1) {
      tokens.push({ term: `${chars[i]}${chars[i + 1]}`, start: offsets[i] ?? start, end: offsets[i + 2] ?? at });
    }
  }
  return tokens;
}

/** The terms of `text`, as MiniSearch's `tokenize` option wants them. */
export function tokenize(text: string): string[] {
  return tokenizeWithOffsets(text).map((token) => token.term);
}

/** MiniSearch's `processTerm`: terms are already lower case; stop words are dropped. */
export function processTerm(term: string): string | null {
  return STOP_WORDS.has(term) ? null : term;
}

/** True when the term is Chinese: bigrams are never matched fuzzily (one edit is half the word). */
export function isHanTerm(term: string): boolean {
  return /\p{Script=Han}/u.test(term);
}
