import { isHanTerm, tokenizeWithOffsets, type Token } from './tokenizer';
import { continuesWord, HAN_UNIT, OTHER_UNIT, unitKind, WORD_UNIT } from './text-units';

/** The text a match is looked for in: folded and lower case (same length), and what is read from it once needed. */
export interface MatchText {
  lower: string;
  /** The tokenizer's tokens of the text. */
  tokens?: Token[];
  /** The same tokens grouped by term, each list in text order: the matches of a few terms without reading every token. */
  byTerm?: Map<string, Token[]>;
  /** Where each whole latin word and each pair of Chinese characters occurs (see `indexText`). */
  occurrences?: Map<string, Token[]>;
}

const NO_TOKENS: readonly Token[] = [];

/**
 * True when `indexText` recorded every place `matchPositions` would find `term` with indexOf: a
 * whole latin word (units that continue a word), or a pair of units of Chinese characters.
 */
function isIndexed(term: string): boolean {
  const first = term.length > 0 ? unitKind(term.charCodeAt(0)) : OTHER_UNIT;
  if (first === OTHER_UNIT || (first === HAN_UNIT && term.length !== 2)) return false;
  for (let i = 1; i < term.length; i += 1) if (unitKind(term.charCodeAt(i)) !== first) return false;
  return true;
}

function addTo(map: Map<string, Token[]>, token: Token): void {
  const list = map.get(token.term);
  if (list) list.push(token);
  else map.set(token.term, [token]);
}

/**
 * Reads a text once so that no keystroke has to scan it again (the warm-up does this for every
 * article): its tokens grouped by term, and where each run of latin word units and each pair of
 * Chinese characters occurs. The second is what `matchPositions` finds with indexOf (a latin
 * term as a whole word, a Chinese one anywhere), unit for unit, so reading it from the map gives
 * the same matches without the scan and without new objects per keystroke. Where a place is also
 * a token (nearly always), it is the same object.
 */
export function indexText(prepared: MatchText, text: string): void {
  const lower = prepared.lower;
  const tokens = (prepared.tokens ??= tokenizeWithOffsets(lower.length === text.length ? lower : text));
  if (!prepared.byTerm) {
    const byTerm = new Map<string, Token[]>();
    for (const token of tokens) addTo(byTerm, token);
    prepared.byTerm = byTerm;
  }
  if (prepared.occurrences) return;
  const occurrences = new Map<string, Token[]>();
  // Places are found in the order of their starts, as the tokens are listed.
  let next = 0;
  const place = (start: number, end: number): Token => {
    while (next < tokens.length && (tokens[next] as Token).start < start) next += 1;
    const token = tokens[next];
    const term = lower.slice(start, end);
    return token && token.start === start && token.end === end && token.term === term ? token : { term, start, end };
  };
  let word = -1;
  for (let i = 0; i <= lower.length; i += 1) {
    const kind = i < lower.length ? unitKind(lower.charCodeAt(i)) : OTHER_UNIT;
    if (kind === WORD_UNIT) {
      if (word === -1) word = i;
      continue;
    }
    if (word !== -1) addTo(occurrences, place(word, i));
    word = -1;
    if (kind === HAN_UNIT && i + 1 < lower.length && unitKind(lower.charCodeAt(i + 1)) === HAN_UNIT) addTo(occurrences, place(i, i + 2));
  }
  prepared.occurrences = occurrences;
}

const byStart = (a: Token, b: Token) => a.start - b.start || a.end - b.end;

/** Lists of matches, each in text order, as one list ordered by start then end (as the matches were always sorted). */
function byPosition(lists: readonly (readonly Token[])[]): readonly Token[] {
  if (lists.length === 0) return NO_TOKENS;
  if (lists.length === 1) return lists[0] as readonly Token[];
  if (lists.length > 8) return lists.flat().sort(byStart);
  // A few lists: merge them by their heads rather than sort a copy.
  const heads: number[] = [];
  let total = 0;
  for (const list of lists) {
    heads.push(0);
    total += list.length;
  }
  const merged = new Array<Token>(total);
  for (let at = 0; at < total; at += 1) {
    let next = 0;
    let best: Token | undefined;
    for (let l = 0; l < lists.length; l += 1) {
      const token = (lists[l] as readonly Token[])[heads[l] as number];
      if (token && (!best || token.start < best.start || (token.start === best.start && token.end < best.end))) {
        best = token;
        next = l;
      }
    }
    merged[at] = best as Token;
    heads[next] = (heads[next] as number) + 1;
  }
  return merged;
}

/**
 * Where the matched terms occur in `text`: the same positions the tokenizer gives (latin terms
 * as whole words, Chinese bigrams anywhere), found with indexOf, which is much faster than
 * tokenizing a long article for every result. `prepared` is the text folded and in lower case
 * (the index's `preparedOf`); it keeps the tokens when they are needed, and once `indexText`
 * has read it, the matches come from its maps. The list returned may be shared: do not change it.
 */
export function matchPositions(text: string, terms: ReadonlySet<string>, prepared: MatchText = { lower: text.toLowerCase() }): readonly Token[] {
  const lower = prepared.lower;
  const lists: (readonly Token[])[] = [];
  // Many terms (a short prefix expands to dozens of words), or lower-casing changed the length
  // (rare scripts): the tokenizer's offsets are exact; they are kept for the next query.
  if (terms.size > 8 || lower.length !== text.length) {
    if (!prepared.byTerm) {
      prepared.tokens ??= tokenizeWithOffsets(lower.length === text.length ? lower : text);
      return prepared.tokens.filter((token) => terms.has(token.term));
    }
    for (const term of terms) {
      const list = prepared.byTerm.get(term);
      if (list) lists.push(list);
    }
    return byPosition(lists);
  }
  for (const term of terms) {
    if (!term) continue;
    // A whole latin word, or a pair of Chinese characters: where indexText saw them.
    if (prepared.occurrences && isIndexed(term)) {
      const list = prepared.occurrences.get(term);
      if (list) lists.push(list);
      continue;
    }
    const han = isHanTerm(term);
    const hits: Token[] = [];
    for (let at = lower.indexOf(term); at !== -1; at = lower.indexOf(term, at + 1)) {
      const end = at + term.length;
      if (han || (!continuesWord(lower, at - 1) && !continuesWord(lower, end))) hits.push({ term, start: at, end });
    }
    if (hits.length > 0) lists.push(hits);
  }
  return byPosition(lists);
}
