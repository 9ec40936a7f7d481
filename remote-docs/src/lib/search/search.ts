import MiniSearch, { type Options, type SearchOptions, type SearchResult } from 'minisearch';
import { isHanTerm, processTerm, tokenize, tokenizeWithOffsets, type Token } from './tokenizer';

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

export type DocsIndex = MiniSearch<SearchDoc>;

/** Index and query options: the same tokenizer on both sides (ARCHITECTURE, Help centre). */
export const INDEX_OPTIONS: Options<SearchDoc> = {
  fields: ['title', 'headings', 'text', 'tags'],
  storeFields: ['title', 'categories', 'text'],
  tokenize,
  processTerm,
};

const QUERY_OPTIONS: SearchOptions = {
  tokenize,
  processTerm,
  boost: { title: 4, headings: 2, tags: 2 },
  // Autocomplete: every term may be the start of a word (a lone Chinese character finds its bigrams).
  prefix: true,
  // A typo in a longer latin word is forgiven; Chinese bigrams must match exactly.
  fuzzy: (term: string) => (isHanTerm(term) || term.length < 4 ? false : 0.2),
  combineWith: 'AND',
};

/** Builds the index (the content build calls this, and tests). */
export function createIndex(docs: readonly SearchDoc[]): DocsIndex {
  const index = new MiniSearch<SearchDoc>(INDEX_OPTIONS);
  index.addAll(docs);
  return index;
}

/** Loads an index serialized by the content build (`JSON.stringify(index)`). */
export function loadIndex(json: string): DocsIndex {
  return MiniSearch.loadJSON<SearchDoc>(json, INDEX_OPTIONS);
}

const SNIPPET_RADIUS = 70;
const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;
const HAN_CHAR = /\p{Script=Han}/u;

/** True when the character at `i` would continue a latin word (so a match there is not a whole word). */
function continuesWord(text: string, i: number): boolean {
  const char = text[i];
  return char !== undefined && WORD_CHAR.test(char) && !HAN_CHAR.test(char);
}

/**
 * Where the matched terms occur in `text`: the same positions the tokenizer gives (latin terms
 * as whole words, Chinese bigrams anywhere), found with indexOf, which is much faster than
 * tokenizing a long article for every result.
 */
export function matchPositions(text: string, terms: ReadonlySet<string>): Token[] {
  const lower = text.toLowerCase();
  // Many terms (a short prefix expands to dozens of words), or lower-casing changed the length
  // (rare scripts): one pass of the tokenizer is cheaper, and its offsets are exact.
  if (terms.size > 8 || lower.length !== text.length) return tokenizeWithOffsets(text).filter((token) => terms.has(token.term));
  const hits: Token[] = [];
  for (const term of terms) {
    if (!term) continue;
    const han = isHanTerm(term);
    for (let at = lower.indexOf(term); at !== -1; at = lower.indexOf(term, at + 1)) {
      const end = at + term.length;
      if (han || (!continuesWord(lower, at - 1) && !continuesWord(lower, end))) hits.push({ term, start: at, end });
    }
  }
  return hits.sort((a, b) => a.start - b.start || a.end - b.end);
}

/** Merges the ranges of matched tokens (overlapping bigrams become one highlight). */
function mergeRanges(tokens: readonly Token[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (const { start, end } of tokens) {
    const last = ranges[ranges.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else ranges.push([start, end]);
  }
  return ranges;
}

function toSegments(text: string, ranges: readonly [number, number][], from: number, to: number): Segment[] {
  const segments: Segment[] = [];
  let at = from;
  for (const [start, end] of ranges) {
    if (end <= from || start >= to) continue;
    const s = Math.max(start, from);
    const e = Math.min(end, to);
    if (s > at) segments.push({ text: text.slice(at, s), mark: false });
    segments.push({ text: text.slice(s, e), mark: true });
    at = e;
  }
  if (at < to) segments.push({ text: text.slice(at, to), mark: false });
  return segments;
}

/** `text` with the matched terms marked (used for titles). */
export function highlight(text: string, terms: ReadonlySet<string>): Segment[] {
  return toSegments(text, mergeRanges(matchPositions(text, terms)), 0, text.length);
}

/**
 * A snippet of `text` around its best match: the window of about 140 characters holding the
 * most distinct matched terms, built from the match positions of the tokenizer.
 */
export function snippet(text: string, terms: ReadonlySet<string>): Segment[] {
  const hits = matchPositions(text, terms);
  if (hits.length === 0) {
    const end = Math.min(text.length, SNIPPET_RADIUS * 2);
    return [{ text: text.slice(0, end) + (end < text.length ? '…' : ''), mark: false }];
  }
  // Two pointers: the window starting at hit i that reaches furthest in distinct terms.
  let best = 0;
  let bestCount = 0;
  let j = 0;
  const counts = new Map<string, number>();
  for (let i = 0; i < hits.length; i += 1) {
    const first = hits[i] as Token;
    while (j < hits.length && (hits[j] as Token).end - first.start <= SNIPPET_RADIUS * 2) {
      const term = (hits[j] as Token).term;
      counts.set(term, (counts.get(term) ?? 0) + 1);
      j += 1;
    }
    if (counts.size > bestCount) {
      bestCount = counts.size;
      best = i;
    }
    const left = counts.get(first.term) ?? 0;
    if (left <= 1) counts.delete(first.term);
    else counts.set(first.term, left - 1);
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
  const segments = toSegments(text, mergeRanges(hits), from, to);
  if (from > 0) segments.unshift({ text: '…', mark: false });
  if (to < text.length) segments.push({ text: '…', mark: false });
  return segments;
}

/**
 * Searches the help centre: the best `limit` articles for `query`, each with its title and a
 * snippet, the matches marked. All terms must match; if none does, any term may.
 * The bench calls this in Node with a built index (see README).
 */
export function searchDocs(index: DocsIndex, query: string, limit = 8): SearchHit[] {
  const trimmed = query.trim();
  // One latin letter would complete to half the vocabulary: wait for the second (one Chinese character is a word).
  if (!HAN_CHAR.test(trimmed) && trimmed.replace(/[^\p{L}\p{N}]/gu, '').length < 2) return [];
  let results: SearchResult[] = index.search(trimmed, QUERY_OPTIONS);
  if (results.length === 0) results = index.search(trimmed, { ...QUERY_OPTIONS, combineWith: 'OR' });
  return results.slice(0, limit).map((result) => {
    const terms = new Set(result.terms);
    const text = String(result.text ?? '');
    const title = String(result.title ?? '');
    return {
      name: String(result.id),
      title: highlight(title, terms),
      categories: String(result.categories ?? ''),
      snippet: snippet(text, terms),
      score: result.score,
    };
  });
}
