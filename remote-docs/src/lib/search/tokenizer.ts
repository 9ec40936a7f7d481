/**
 * The one tokenizer of the help centre's search, used when the index is built and when a query
 * is read, so both split text the same way. Latin words and numbers stay whole; a run of Chinese
 * characters becomes overlapping bigrams, so a word inside a Chinese sentence (which has no
 * spaces) is found: '按日期查看付款状态' holds '付款' as one of its bigrams.
 *
 * Before tokenizing, Chinese text is folded to one script (`Fold`): Traditional characters are
 * read as their Simplified forms, at build and query time alike, so 提現 finds 提现 and 帳戶
 * finds 账户. The table comes with the index (the content build writes the pairs its corpus
 * needs), so the browser never ships a conversion dictionary.
 */
export interface Token {
  /** The indexed form: lower case, folded. */
  term: string;
  /** Offsets in the original text (UTF-16 code units), for snippets and highlights. */
  start: number;
  end: number;
}

/** Reads text in one script, character for character: the result has the same length. */
export type Fold = (text: string) => string;

// Han runs first; otherwise letters, marks and digits that are not Han, with dotted numbers
// such as 8.0.10 (a version) or 5,000 (an amount) kept as one token.
const TOKEN = /(\p{Script=Han}+)|(\p{N}+(?:[.,]\p{N}+)+|(?:(?!\p{Script=Han})[\p{L}\p{M}\p{N}])+)/gu;
const HAN = /\p{Script=Han}/u;

/** Common English words that carry no meaning for search; dropped at index and query time. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'from', 'in', 'is', 'it', 'of', 'on', 'or', 'the', 'to', 'with',
  'how', 'do', 'i', 'can', 'my', 'what', 'where', 'when', 'why', 'does',
]);

/**
 * Chinese question words and particles a visitor types around the word they mean ('如何提现',
 * '怎么修改支付密码'): left out of a query (in folded, Simplified form), never out of the index.
 */
export const HAN_QUERY_STOP_WORDS: ReadonlySet<string> = new Set([
  '如何', '怎么', '怎样', '怎么样', '什么', '为什么', '为何', '哪里', '哪个', '哪些', '可以', '能否', '是否', '请问', '我的', '我们', '我', '你', '您',
  '的', '了', '吗', '呢', '么', '是', '在', '和', '与', '及', '或', '要', '把', '被', '给', '去', '想', '能', '会', '该', '怎', '如', '何',
  // Cantonese, as typed on the Hong Kong site: 點樣 (how), 點解 (why), 邊度 (where), 係咪 (whether).
  '点样', '点解', '边度', '边个', '系咪', '乜嘢', '唔该',
]);

/** No folding: text stays as written (an index built without a table, e.g. English only). */
export const identityFold: Fold = (text) => text;

/**
 * A fold from the table the content build ships with the index: a string of character pairs,
 * each a variant followed by the form it is read as ('帳账賬账現现…'). Only single BMP characters
 * are paired, so folding keeps every offset.
 */
export function createFold(pairs: string): Fold {
  if (!pairs) return identityFold;
  const table = new Map<string, string>();
  for (let i = 0; i + 1 < pairs.length; i += 2) table.set(pairs.charAt(i), pairs.charAt(i + 1));
  return (text) => {
    if (!HAN.test(text)) return text;
    let out = '';
    for (const char of text) out += table.get(char) ?? char;
    return out;
  };
}

/** Every token of `text` with its position. `text` is tokenized as given: fold it first. */
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

const SURROGATE = /[\uD800-\uDFFF]/;
const SURROGATE_PAIR = /^[\uD800-\uDBFF][\uDC00-\uDFFF]$/;

/** True when `text` is one code point (as `Array.from(text).length === 1`, without the array). */
const isOneCharacter = (text: string) => text.length === 1 || (text.length === 2 && SURROGATE_PAIR.test(text));

/**
 * The terms of `text`, as MiniSearch's `tokenize` option wants them (fold first): the terms of
 * `tokenizeWithOffsets`, without the offsets. Every query is tokenized on every keystroke, so
 * this makes only the strings.
 */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const han = match[1];
    if (han === undefined) terms.push(match[0].toLowerCase());
    else if (SURROGATE.test(han)) for (const token of tokenizeWithOffsets(han)) terms.push(token.term);
    else if (han.length === 1) terms.push(han);
    else for (let i = 0; i + 1 < han.length; i += 1) terms.push(han.slice(i, i + 2));
  }
  return terms;
}

/**
 * The words of a query, before bigrams: latin words and numbers in lower case, stop words left
 * out, and each run of Chinese characters whole (see `segmentHan`). Fold the query first.
 */
export function queryWords(text: string): { word: string; han: boolean }[] {
  const words: { word: string; han: boolean }[] = [];
  for (const match of text.matchAll(TOKEN)) {
    if (match[1] !== undefined) words.push({ word: match[1], han: true });
    else if (!STOP_WORDS.has(match[0].toLowerCase())) words.push({ word: match[0].toLowerCase(), han: false });
  }
  return words;
}

/** MiniSearch's `processTerm`: terms are already lower case; stop words are dropped. */
export function processTerm(term: string): string | null {
  return STOP_WORDS.has(term) ? null : term;
}

/** True when the term is Chinese: bigrams are never matched fuzzily (one edit is half the word). */
export function isHanTerm(term: string): boolean {
  return HAN.test(term);
}

type WordSegmenter = { segment(input: string): Iterable<{ segment: string; isWordLike?: boolean }> };
let segmenter: WordSegmenter | null | undefined;

/** Intl.Segmenter('zh') where the runtime has it (every current browser and Node); else null. */
function zhSegmenter(): WordSegmenter | null {
  if (segmenter === undefined) {
    const Segmenter = (Intl as unknown as { Segmenter?: new (lang: string, options: { granularity: 'word' }) => WordSegmenter }).Segmenter;
    segmenter = Segmenter ? new Segmenter('zh', { granularity: 'word' }) : null;
  }
  return segmenter;
}

/** Characters `from`–`to` of `run` (code points, from `chars` when the run has surrogates). */
function cut(run: string, chars: string[] | null, from: number, to?: number): string {
  return chars ? chars.slice(from, to).join('') : run.slice(from, to);
}

/**
 * The words of a Chinese run typed as a query. Words the index knows as synonyms are cut out
 * first (longest first: '点样提现' → 点样, 提现), then `Intl.Segmenter('zh')` finds the word
 * boundaries a visitor leaves out ('怎么修改支付密码' → 修改, 支付, 密码), so each word may match
 * on its own and articles holding all of them rank first. Consecutive one-character pieces are
 * joined again (a domain word the dictionary does not know, 复/核 → 复核), and question words are
 * dropped. Without a segmenter the rest of the run is one word (its bigrams must all match).
 */
export function segmentHan(run: string, known: (word: string) => boolean = () => false): string[] {
  // One character is one word whatever the segmenter says (the first keystroke of every Chinese query).
  if (known(run) || isOneCharacter(run)) return [run];
  // Characters as code points; a run without surrogates is cut with slice (no array per candidate word).
  const chars = SURROGATE.test(run) ? Array.from(run) : null;
  const count = chars ? chars.length : run.length;
  // (A pasted paragraph is not looked through word by word.)
  for (let length = Math.min(count - 1, 8); length >= 2 && count <= 24; length -= 1) {
    for (let at = 0; at + length <= count; at += 1) {
      const word = cut(run, chars, at, at + length);
      if (!known(word)) continue;
      const before = cut(run, chars, 0, at);
      const after = cut(run, chars, at + length);
      const pieces = [...(before ? segmentHan(before, known) : []), word, ...(after ? segmentHan(after, known) : [])];
      return pieces.length === 1 ? pieces : pieces.filter((piece) => !HAN_QUERY_STOP_WORDS.has(piece));
    }
  }
  const seg = zhSegmenter();
  if (!seg) return [run];
  const pieces: string[] = [];
  let single = '';
  for (const { segment } of seg.segment(run)) {
    if (isOneCharacter(segment) && !HAN_QUERY_STOP_WORDS.has(segment)) {
      single += segment;
      continue;
    }
    if (single) pieces.push(single);
    single = '';
    pieces.push(segment);
  }
  if (single) pieces.push(single);
  const words = pieces.filter((piece) => !HAN_QUERY_STOP_WORDS.has(piece));
  return words.length > 0 ? words : [run];
}
