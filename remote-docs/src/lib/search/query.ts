import type { DocsIndex } from './docs-index';
import { queryWords, segmentHan } from './tokenizer';

/** One word of a query with the words that mean the same. */
export interface QueryWord {
  word: string;
  han: boolean;
  alternatives: string[];
  /** The last word while the visitor is still typing it: completed as a prefix. */
  typing: boolean;
}

/** The words of a query: latin words, Chinese words (Intl.Segmenter), two-word synonyms kept together. */
export function parseQuery(index: DocsIndex, query: string): { words: QueryWord[]; phrase: string } {
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
