import MiniSearch, { type AsPlainObject, type Options, type SearchOptions, type SearchResult } from 'minisearch';
import { createFold, identityFold, isHanTerm, processTerm, queryWords, segmentHan, tokenize, tokenizeWithOffsets, type Fold, type Token } from './tokenizer';
import { maxTypos, Vocabulary } from './typos';

/** One article as the search index holds it. */
export interface SearchDoc {
  /** The document name, as in the route /docs/{name}. */
  id: string;
  title: string;
  /** h2 and h3 texts, one per line. */
  headings: string;
  /** The article's plain text (stored, so snippets can be cut from it). */
  text: string;
  tags: string;
  /** The category path in the page language, joined with ' / '. */
  categories: string;
}

/** A run of text in a snippet or title; `mark` runs are the match. Rendered as text, never HTML. */
export interface Segment {
  text: string;
  mark: boolean;
}

export interface SearchHit {
  name: string;
  title: Segment[];
  categories: string;
  snippet: Segment[];
  score: number;
}

/**
 * What the content build ships with the index of a language, beside MiniSearch's own fields
 * (added fields: an older reader of search.json ignores them).
 */
export interface SearchExtras {
  /** Character pairs, variant then the form it is read as (Traditional → Simplified). */
  folding: string;
  /** Groups of words that mean the same to a reader of this language ('提现', '付款', '汇款'). */
  synonyms: string[][];
}

const FIELDS = ['title', 'headings', 'text', 'tags'];
const BOOST = { title: 4, headings: 2, tags: 2 };

/** Query words whose results are kept while the visitor types (the words before the one being typed). */
const RECENT_WORDS = 16;

/** Index and query options around one fold: the same tokenizer on both sides (ARCHITECTURE, Help centre). */
function indexOptions(fold: Fold): Options<SearchDoc> {
  return {
    fields: FIELDS,
    storeFields: ['title', 'categories', 'text'],
    tokenize: (text) => tokenize(fold(text)),
    processTerm,
  };
}

/** MiniSearch's results for one query word, with the word's own terms (and its synonyms'): a match outside them needed a typo. */
interface WordMatch {
  results: SearchResult[];
  exact: ReadonlySet<string>;
}

/** Title and text folded and in lower case (same length as written), for phrases and marks. */
interface Prepared {
  title: MatchText;
  text: MatchText;
}

/** A language's search index: MiniSearch, the script fold and the synonyms it was built with. */
export class DocsIndex {
  readonly mini: MiniSearch<SearchDoc>;
  readonly fold: Fold;
  private readonly extras: SearchExtras;
  private readonly synonymOf = new Map<string, string[]>();
  private readonly prepared = new Map<string, Prepared>();
  /** MiniSearch's results for the last few query words: typing 'settlement re' searches 'settlement' once, not per keystroke. */
  private readonly recent = new Map<string, WordMatch>();
  /** The latin terms of the index, for typos, and how many terms the index held when they were read. */
  private vocabulary: { terms: Vocabulary; termCount: number } | undefined;

  /** `terms`: the index's terms when they are at hand (a loaded index), so they need not be read from MiniSearch. */
  constructor(extras: SearchExtras, mini?: (options: Options<SearchDoc>) => MiniSearch<SearchDoc>, terms?: readonly string[]) {
    this.extras = extras;
    this.fold = extras.folding ? createFold(extras.folding) : identityFold;
    const options = indexOptions(this.fold);
    this.mini = mini ? mini(options) : new MiniSearch<SearchDoc>(options);
    if (terms) this.vocabulary = { terms: latinVocabulary(terms), termCount: this.mini.termCount };
    for (const group of extras.synonyms) {
      const words = [...new Set(group.map((word) => this.normalize(word)).filter(Boolean))];
      for (const word of words) this.synonymOf.set(word, [...new Set([...(this.synonymOf.get(word) ?? [word]), ...words])]);
    }
  }

  get documentCount(): number {
    return this.mini.documentCount;
  }

  /** Lower case, one script, single spaces: how queries, synonyms and phrases are compared. */
  normalize(text: string): string {
    return this.fold(text.toLowerCase()).replace(/\s+/g, ' ').trim();
  }

  /** The words that mean the same as `word` (itself first), or just `word`. */
  synonyms(word: string): string[] {
    return this.synonymOf.get(word) ?? [word];
  }

  /** True when `word` has synonyms (a word `segmentHan` keeps whole); one function for every query. */
  readonly hasSynonyms = (word: string): boolean => (this.synonymOf.get(word)?.length ?? 1) > 1;

  preparedOf(id: string, title: string, text: string): Prepared {
    let prepared = this.prepared.get(id);
    if (!prepared) {
      prepared = { title: { lower: this.fold(title.toLowerCase()) }, text: { lower: this.fold(text.toLowerCase()) } };
      this.prepared.set(id, prepared);
    }
    return prepared;
  }

  /** The latin terms of the index, read once (and again if documents were added since). */
  latinTerms(): Vocabulary {
    if (this.vocabulary?.termCount !== this.mini.termCount) {
      this.vocabulary = { terms: latinVocabulary(this.mini.toJSON().index.map(([term]) => term)), termCount: this.mini.termCount };
    }
    return this.vocabulary.terms;
  }

  /** The results of one query word, from the last few words searched or from MiniSearch (at most RECENT_WORDS kept). */
  wordResults(word: QueryWord): WordMatch {
    const key = `${word.typing ? 'prefix' : 'word'}\u0000${word.word}\u0000${word.alternatives.join('\u0000')}`;
    let results = this.recent.get(key);
    if (results) {
      this.recent.delete(key);
    } else {
      results = searchWord(this, word);
      if (this.recent.size >= RECENT_WORDS) this.recent.delete(this.recent.keys().next().value as string);
    }
    this.recent.set(key, results);
    return results;
  }

  /** search.json: MiniSearch's serialization plus the fold table and the synonyms. */
  toJSON(): AsPlainObject & SearchExtras {
    return { ...this.mini.toJSON(), folding: this.extras.folding, synonyms: this.extras.synonyms };
  }
}

function latinVocabulary(terms: readonly string[]): Vocabulary {
  return new Vocabulary(terms.filter((term) => !isHanTerm(term)));
}

/** Builds the index (the content build calls this, and tests). */
export function createIndex(docs: readonly SearchDoc[], extras: Partial<SearchExtras> = {}): DocsIndex {
  const index = new DocsIndex({ folding: extras.folding ?? '', synonyms: extras.synonyms ?? [] });
  index.mini.addAll(docs);
  return index;
}

/** Loads an index serialized by the content build (`JSON.stringify(index)`); an index without extras loads too. */
export function loadIndex(json: string): DocsIndex {
  const data = JSON.parse(json) as AsPlainObject & Partial<SearchExtras>;
  const extras: SearchExtras = {
    folding: typeof data.folding === 'string' ? data.folding : '',
    synonyms: Array.isArray(data.synonyms) ? data.synonyms.filter((group) => Array.isArray(group)) : [],
  };
  const terms = Array.isArray(data.index) ? data.index.map(([term]) => term) : undefined;
  return new DocsIndex(extras, (options) => MiniSearch.loadJS<SearchDoc>(data, options), terms);
}

const SNIPPET_RADIUS = 70;
const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;
const HAN_CHAR = /\p{Script=Han}/u;

const WORD_UNIT = 1;
const HAN_UNIT = 2;
const OTHER_UNIT = 3;
/** What each UTF-16 unit is, read with the two expressions once per unit (0: not read yet). */
const UNIT_KINDS = new Uint8Array(0x10000);

/** A unit of a Chinese character, a unit that continues a latin word, or another (lone surrogates are other). */
function unitKind(code: number): number {
  let kind = UNIT_KINDS[code] ?? OTHER_UNIT;
  if (kind === 0) {
    const unit = String.fromCharCode(code);
    kind = HAN_CHAR.test(unit) ? HAN_UNIT : WORD_CHAR.test(unit) ? WORD_UNIT : OTHER_UNIT;
    UNIT_KINDS[code] = kind;
  }
  return kind;
}

/** True when the character at `i` would continue a latin word (so a match there is not a whole word). */
function continuesWord(text: string, i: number): boolean {
  return i >= 0 && i < text.length && unitKind(text.charCodeAt(i)) === WORD_UNIT;
}

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

/** Pushes the range `start`–`end` as a mark, clipped to `from`–`to`, after the unmarked text since `at`; returns where the next text starts. */
function pushMark(segments: Segment[], text: string, start: number, end: number, from: number, to: number, at: number): number {
  if (start === -1 || end <= from || start >= to) return at;
  const s = Math.max(start, from);
  const e = Math.min(end, to);
  if (s > at) segments.push({ text: text.slice(at, s), mark: false });
  segments.push({ text: text.slice(s, e), mark: true });
  return e;
}

/**
 * The text of `from`–`to` as segments, the merged ranges of `hits` marked (overlapping bigrams
 * become one mark); ranges are merged as they come, with no list of them.
 */
function toSegments(text: string, hits: readonly Token[], from: number, to: number): Segment[] {
  const segments: Segment[] = [];
  let at = from;
  let start = -1;
  let end = -1;
  for (const hit of hits) {
    // Ranges past the window are never shown; one that merges into the last only grows past it.
    if (hit.start >= to) break;
    if (start !== -1 && hit.start <= end) {
      end = Math.max(end, hit.end);
      continue;
    }
    at = pushMark(segments, text, start, end, from, to, at);
    start = hit.start;
    end = hit.end;
  }
  at = pushMark(segments, text, start, end, from, to, at);
  if (at < to) segments.push({ text: text.slice(at, to), mark: false });
  return segments;
}

/** `text` with the matched terms marked (used for titles). */
export function highlight(text: string, terms: ReadonlySet<string>, prepared?: MatchText): Segment[] {
  return toSegments(text, matchPositions(text, terms, prepared), 0, text.length);
}

/**
 * A snippet of `text` around its best match: the window of about 140 characters holding the
 * most distinct matched terms, built from the match positions of the tokenizer.
 */
export function snippet(text: string, terms: ReadonlySet<string>, prepared?: MatchText): Segment[] {
  const hits = matchPositions(text, terms, prepared);
  if (hits.length === 0) {
    const end = Math.min(text.length, SNIPPET_RADIUS * 2);
    return [{ text: text.slice(0, end) + (end < text.length ? '…' : ''), mark: false }];
  }
  // Two pointers: the window starting at hit i that reaches furthest in distinct terms. Counts
  // fall to zero rather than being deleted (deleting shrinks and copies the map).
  let best = 0;
  let bestCount = 0;
  let distinct = 0;
  let j = 0;
  const counts = new Map<string, number>();
  // One term: every window holds one, and the first match is the first window's.
  for (let i = 0; i < hits.length && terms.size > 1; i += 1) {
    const first = hits[i] as Token;
    while (j < hits.length && (hits[j] as Token).end - first.start <= SNIPPET_RADIUS * 2) {
      const term = (hits[j] as Token).term;
      const count = counts.get(term) ?? 0;
      if (count === 0) distinct += 1;
      counts.set(term, count + 1);
      j += 1;
    }
    if (distinct > bestCount) {
      bestCount = distinct;
      best = i;
    }
    const left = counts.get(first.term) ?? 0;
    if (left === 1) distinct -= 1;
    if (left > 0) counts.set(first.term, left - 1);
  }
  const anchor = hits[best] as Token;
  let from = Math.max(0, anchor.start - Math.round(SNIPPET_RADIUS / 2));
  // Start at a word boundary when the window cuts into latin text.
  if (from > 0) {
    const space = text.lastIndexOf(' ', from);
    if (space >= 0 && from - space < 15) from = space + 1;
  }
  let to = Math.min(text.length, from + SNIPPET_RADIUS * 2);
  // Never cut a match in two at the end of the window.
  for (const hit of hits) if (hit.start < to && hit.end > to) to = hit.end;
  const segments = toSegments(text, hits, from, to);
  if (from > 0) segments.unshift({ text: '…', mark: false });
  if (to < text.length) segments.push({ text: '…', mark: false });
  return segments;
}

/** One word of a query with the words that mean the same. */
interface QueryWord {
  word: string;
  han: boolean;
  alternatives: string[];
  /** The last word while the visitor is still typing it: completed as a prefix. */
  typing: boolean;
}

/** The words of a query: latin words, Chinese words (Intl.Segmenter), two-word synonyms kept together. */
function parseQuery(index: DocsIndex, query: string): { words: QueryWord[]; phrase: string } {
  const phrase = index.normalize(query);
  const raw: { word: string; han: boolean }[] = [];
  for (const { word, han } of queryWords(phrase)) {
    if (han) for (const piece of segmentHan(word, index.hasSynonyms)) raw.push({ word: piece, han: true });
    else raw.push({ word, han: false });
  }
  const words: QueryWord[] = [];
  for (let i = 0; i < raw.length; i += 1) {
    const current = raw[i] as { word: string; han: boolean };
    const next = raw[i + 1];
    const pair = next && !current.han && !next.han ? `${current.word} ${next.word}` : '';
    if (pair && index.synonyms(pair).length > 1) {
      words.push({ word: pair, han: false, alternatives: index.synonyms(pair), typing: false });
      i += 1;
      continue;
    }
    words.push({ word: current.word, han: current.han, alternatives: index.synonyms(current.word), typing: false });
  }
  const last = words[words.length - 1];
  // Completed as a prefix unless the visitor has typed past it (a space or punctuation after it).
  if (last && !last.han && /[\p{L}\p{N}]$/u.test(query)) {
    last.typing = true;
    // One letter after other words ('custom r') would complete to half the vocabulary: wait for the next.
    if (words.length > 1 && last.word.length === 1) words.pop();
  }
  return { words, phrase };
}

/**
 * What a term found through a typo weighs beside the word itself: MiniSearch's weight for a fuzzy
 * match (its default `weights.fuzzy`, times the term's share of its length plus its typos), so
 * that a forgiven typo scores as MiniSearch's fuzzy search scored it.
 */
const TYPO_WEIGHT = 0.45;

interface Ranked {
  id: string;
  /** How many query words the article holds (Algolia's "words"). */
  words: number;
  /** How many of them only with a typo. */
  typos: number;
  /** 3 the exact phrase in the title, 2 every word in the title, 1 the words side by side in the text, 0 none. */
  field: number;
  score: number;
  /** Each query word's result in this article, where the article holds the word (its terms are the matches to mark). */
  matched: (SearchResult | undefined)[];
  titleWords: number;
  result: SearchResult;
}

/** The document terms an article matched for each word of the query (for proximity). */
function wordTermSets(entry: Ranked): Set<string>[] {
  const sets: Set<string>[] = [];
  for (const result of entry.matched) sets.push(new Set(result?.terms));
  return sets;
}

/** The document terms an article matched, for every word of the query. */
function matchedTerms(entry: Ranked): Set<string> {
  const terms = new Set<string>();
  for (const result of entry.matched) for (const term of result?.terms ?? []) terms.add(term);
  return terms;
}

function startsWord(text: string, at: number): boolean {
  return at === 0 || !continuesWord(text, at - 1) || unitKind(text.charCodeAt(at)) === HAN_UNIT;
}

function hasPhrase(text: string, phrase: string): boolean {
  for (let at = text.indexOf(phrase); at !== -1; at = text.indexOf(phrase, at + 1)) if (startsWord(text, at)) return true;
  return false;
}

/**
 * True when the text holds the query's words next to each other, in any order and whatever
 * typos were forgiven (Algolia's "proximity"): the smallest window holding a match of every
 * word is no longer than the matches themselves and a few characters between each.
 */
function sideBySide(text: string, wordTerms: readonly Set<string>[], prepared: MatchText): boolean {
  const all = new Set<string>();
  for (const terms of wordTerms) for (const term of terms) all.add(term);
  const hits = matchPositions(text, all, prepared);
  // The query words a term stands for, found once per term rather than once per match.
  const wordsOf = new Map<string, number[]>();
  for (const term of all) {
    const words: number[] = [];
    for (let w = 0; w < wordTerms.length; w += 1) if (wordTerms[w]?.has(term)) words.push(w);
    wordsOf.set(term, words);
  }
  const count = new Array<number>(wordTerms.length).fill(0);
  let covered = 0;
  let from = 0;
  for (let to = 0; to < hits.length; to += 1) {
    for (const w of wordsOf.get((hits[to] as Token).term) ?? []) {
      count[w] = (count[w] ?? 0) + 1;
      if (count[w] === 1) covered += 1;
    }
    while (covered === wordTerms.length) {
      const first = hits[from] as Token;
      const last = hits[to] as Token;
      let length = 0;
      for (let i = from; i <= to; i += 1) length += (hits[i] as Token).end - (hits[i] as Token).start;
      if (last.end - first.start <= length + 3 * (wordTerms.length - 1)) return true;
      for (const w of wordsOf.get(first.term) ?? []) {
        count[w] = (count[w] ?? 0) - 1;
        if (count[w] === 0) covered -= 1;
      }
      from += 1;
    }
  }
  return false;
}

/**
 * The terms of the index `word` may be a typo of, each with its typos. A typo is forgiven in latin
 * words of four letters or more (two from eight letters), a swap of two adjacent letters counting
 * as one; Chinese bigrams must match exactly. While the word is typed, the terms it completes to
 * are its prefix matches, not typos.
 */
function typoTerms(index: DocsIndex, word: QueryWord): Map<string, number> {
  // One latin term: a two-word synonym ('withdraw money') is looked up as written.
  const terms = word.han ? [] : tokenize(word.word);
  const max = terms.length === 1 && terms[0] === word.word ? maxTypos(word.word) : 0;
  if (max === 0) return new Map();
  return index.latinTerms().typosOf(word.word, max, word.typing ? (term) => term.startsWith(word.word) : undefined);
}

/**
 * `results` with the articles holding a term `word` may be a typo of, scored as MiniSearch's fuzzy
 * search scores them: each such term weighs TYPO_WEIGHT times its length over its length plus its
 * typos, and counts as the word itself, not as another word of the query (MiniSearch multiplies
 * an article's score by the number of query words it holds).
 */
function withTypos(index: DocsIndex, results: SearchResult[], word: string, typos: ReadonlyMap<string, number>): SearchResult[] {
  const typoResults = index.mini.search(
    { combineWith: 'OR', queries: [...typos.keys()] },
    {
      boost: BOOST,
      prefix: false,
      // The terms are the index's own: looked up as they are.
      tokenize: (term) => [term],
      processTerm: (term) => term,
      boostTerm: (term) => (TYPO_WEIGHT * term.length) / (term.length + (typos.get(term) ?? 1)),
    },
  );
  if (typoResults.length === 0) return results;
  const byId = new Map<unknown, SearchResult>();
  for (const result of results) byId.set(result.id, result);
  for (const typo of typoResults) {
    const typoScore = typo.score / typo.queryTerms.length;
    const result = byId.get(typo.id);
    if (!result) {
      byId.set(typo.id, { ...typo, score: typoScore, queryTerms: [word] });
      continue;
    }
    const queryTerms = result.queryTerms.includes(word) ? result.queryTerms : [...result.queryTerms, word];
    const match = { ...result.match, ...typo.match };
    const score = (result.score / result.queryTerms.length + typoScore) * queryTerms.length;
    byId.set(typo.id, { ...result, score, terms: Object.keys(match), queryTerms, match });
  }
  // Best first, as MiniSearch returns them.
  return [...byId.values()].sort((a, b) => b.score - a.score);
}

/** MiniSearch's results for one query word, and the exact terms of the word and its synonyms (a match outside them is a typo). */
function searchWord(index: DocsIndex, word: QueryWord): WordMatch {
  const options: SearchOptions = {
    boost: BOOST,
    combineWith: 'AND',
    // While typing, the last word is the start of a word; a lone Chinese character finds its bigrams.
    // Completion and typos apply to what was typed, not to its synonyms ('payout' must not complete 'withdraw' to 'withdrawing').
    prefix: (term) => (isHanTerm(term) ? term.length === 1 : word.typing && term === word.word),
  };
  const results =
    word.alternatives.length === 1
      ? index.mini.search(word.word, options)
      : index.mini.search({ combineWith: 'OR', queries: word.alternatives.map((alternative) => ({ queries: [alternative], combineWith: 'AND' })) }, options);
  const typos = typoTerms(index, word);
  return {
    results: typos.size > 0 ? withTypos(index, results, word.word, typos) : results,
    exact: new Set(word.alternatives.flatMap((alternative) => tokenize(alternative))),
  };
}

/** Every word first, then fewer typos, then the field (phrase or words in the title, side by side in the text), then BM25. */
const byRank = (a: Ranked, b: Ranked) => b.words - a.words || a.typos - b.typos || b.field - a.field || b.score - a.score;

/**
 * The first `limit` entries in `byRank` order, ties in the order given: what a stable sort and
 * a slice give, kept in one array of at most `limit` (a keystroke sorts no copy of every match).
 */
function firstRanked(entries: Iterable<Ranked>, limit: number): Ranked[] {
  const first: Ranked[] = [];
  for (const entry of entries) {
    let at = first.length;
    while (at > 0 && byRank(first[at - 1] as Ranked, entry) > 0) at -= 1;
    if (at >= limit) continue;
    // Insert at `at` (splice would also build an array of what it removed).
    first.push(entry);
    for (let k = first.length - 1; k > at; k -= 1) first[k] = first[k - 1] as Ranked;
    first[at] = entry;
    if (first.length > limit) first.pop();
  }
  return first;
}

/** True when one of the document terms a word matched is in the title. */
function inTitle(match: SearchResult['match']): boolean {
  for (const term in match) if (match[term]?.includes('title')) return true;
  return false;
}

/**
 * Searches the help centre: the best `limit` articles for `query`, each with its title and a
 * snippet, the matches marked. Articles holding every word of the query come first, then those
 * holding fewer; among equals, fewer typos, then the exact phrase in the title, every word in
 * the title, the exact phrase in the text, then MiniSearch's BM25 score (title ×4, headings and
 * tags ×2). The last word completes as a prefix while it is typed; a synonym counts as the word.
 * The bench calls this in Node with a built index (see README).
 */
export function searchDocs(index: DocsIndex, query: string, limit = 8): SearchHit[] {
  const trimmed = query.trim();
  // One latin letter would complete to half the vocabulary: wait for the second (one Chinese character is a word).
  if (!HAN_CHAR.test(trimmed) && trimmed.replace(/[^\p{L}\p{N}]/gu, '').length < 2) return [];
  const { words, phrase } = parseQuery(index, query);
  if (words.length === 0) return [];

  const ranked = new Map<string, Ranked>();
  for (let w = 0; w < words.length; w += 1) {
    const word = words[w] as QueryWord;
    const { results, exact } = index.wordResults(word);
    for (const result of results) {
      const id = String(result.id);
      let entry = ranked.get(id);
      if (!entry) {
        entry = { id, words: 0, typos: 0, field: 0, score: 0, matched: new Array<SearchResult | undefined>(words.length), titleWords: 0, result };
        ranked.set(id, entry);
      }
      entry.words += 1;
      entry.score += result.score;
      entry.matched[w] = result;
      let typo = !word.han;
      for (const term of result.terms) if (typo && (exact.has(term) || (word.typing && term.startsWith(word.word)))) typo = false;
      if (typo) entry.typos += 1;
      if (inTitle(result.match)) entry.titleWords += 1;
    }
  }

  for (const entry of ranked.values()) {
    const prepared = index.preparedOf(entry.id, String(entry.result.title ?? ''), String(entry.result.text ?? ''));
    if (hasPhrase(prepared.title.lower, phrase)) entry.field = 3;
    else if (entry.titleWords === words.length) entry.field = 2;
    else if (words.length > 1 && entry.words === words.length) {
      if (hasPhrase(prepared.text.lower, phrase)) entry.field = 1;
      else if (sideBySide(String(entry.result.text ?? ''), wordTermSets(entry), prepared.text)) entry.field = 1;
    }
  }

  const best = firstRanked(ranked.values(), limit);
  const hits: SearchHit[] = [];
  for (const entry of best) {
    const title = String(entry.result.title ?? '');
    const text = String(entry.result.text ?? '');
    const prepared = index.preparedOf(entry.id, title, text);
    const terms = matchedTerms(entry);
    hits.push({
      name: entry.id,
      title: highlight(title, terms, prepared.title),
      categories: String(entry.result.categories ?? ''),
      snippet: snippet(text, terms, prepared.text),
      score: entry.score,
    });
  }
  return hits;
}

/** Queries that take every path of `searchDocs` once: prefixes, typos, two words, Chinese words and single characters. */
const WARM_UP = ['pa', 'payment pass', 'paymnet', 'report', '付', '付款', '账户 角色', '帳戶'];

/**
 * Runs a few searches once the index is loaded, so that the visitor's first keystroke finds the
 * search code compiled and Intl.Segmenter ready rather than paying for both (the first query
 * of a fresh page otherwise takes tens of milliseconds). Results of later searches are the same with or without it.
 */
export function warmUp(index: DocsIndex): void {
  // Every article's title and text folded and read once (indexText): otherwise the first query
  // that reaches an article pays for its whole text, and every keystroke scans the texts of its
  // results again for their matches.
  for (const result of index.mini.search(MiniSearch.wildcard)) {
    const title = String(result.title ?? '');
    const text = String(result.text ?? '');
    const prepared = index.preparedOf(String(result.id), title, text);
    indexText(prepared.title, title);
    indexText(prepared.text, text);
  }
  for (const query of WARM_UP) searchDocs(index, query);
}
