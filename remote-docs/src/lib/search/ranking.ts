import type { SearchResult } from 'minisearch';
import type { DocsIndex } from './docs-index';
import { matchPositions, type MatchText } from './matches';
import type { QueryWord } from './query';
import type { Token } from './tokenizer';
import { startsWord } from './text-units';

/** An article as the ranking weighs it, built from the results of every word of the query. */
export interface Ranked {
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
export function matchedTerms(entry: Ranked): Set<string> {
  const terms = new Set<string>();
  for (const result of entry.matched) for (const term of result?.terms ?? []) terms.add(term);
  return terms;
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
 * The best `limit` articles for the words of a query (`phrase`: the query normalized): every word
 * first, then fewer typos, then the field (the exact phrase or every word in the title, the words
 * side by side in the text), then MiniSearch's BM25 score.
 */
export function rankArticles(index: DocsIndex, words: readonly QueryWord[], phrase: string, limit: number): Ranked[] {
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

  return firstRanked(ranked.values(), limit);
}
