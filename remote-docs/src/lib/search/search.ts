import MiniSearch from 'minisearch';
import type { DocsIndex } from './docs-index';
import { indexText } from './matches';
import { parseQuery } from './query';
import { matchedTerms, rankArticles } from './ranking';
import { highlight, snippet, type Segment } from './snippets';
import { HAN_CHAR } from './text-units';

/**
 * The help centre's search. The pieces live beside this file, one concern each: the index
 * (docs-index), the query's words (query), one word's matches with typos (word-search), the
 * ranking (ranking), where terms occur in a text (matches) and the marked titles and snippets
 * (snippets). This module is what the site and the content build import.
 */
export { createIndex, DocsIndex, loadIndex, type SearchDoc, type SearchExtras } from './docs-index';
export { indexText, matchPositions, type MatchText } from './matches';
export { highlight, snippet, type Segment } from './snippets';

export interface SearchHit {
  name: string;
  title: Segment[];
  categories: string;
  snippet: Segment[];
  score: number;
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

  const hits: SearchHit[] = [];
  for (const entry of rankArticles(index, words, phrase, limit)) {
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
