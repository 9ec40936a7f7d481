import type { SearchOptions, SearchResult } from 'minisearch';
import type { DocsIndex } from './docs-index';
import type { QueryWord } from './query';
import { isHanTerm, tokenize } from './tokenizer';
import { maxTypos } from './typos';

/** What a match in each field weighs beside one in the text. */
const BOOST = { title: 4, headings: 2, tags: 2 };

/** MiniSearch's results for one query word, with the word's own terms (and its synonyms'): a match outside them needed a typo. */
export interface WordMatch {
  results: SearchResult[];
  exact: ReadonlySet<string>;
}

/**
 * What a term found through a typo weighs beside the word itself: MiniSearch's weight for a fuzzy
 * match (its default `weights.fuzzy`, times the term's share of its length plus its typos), so
 * that a forgiven typo scores as MiniSearch's fuzzy search scored it.
 */
const TYPO_WEIGHT = 0.45;

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
export function searchWord(index: DocsIndex, word: QueryWord): WordMatch {
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
