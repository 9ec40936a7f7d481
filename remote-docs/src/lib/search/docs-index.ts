import MiniSearch, { type AsPlainObject, type Options } from 'minisearch';
import type { MatchText } from './matches';
import type { QueryWord } from './query';
import { createFold, identityFold, isHanTerm, processTerm, tokenize, type Fold } from './tokenizer';
import { Vocabulary } from './typos';
import { searchWord, type WordMatch } from './word-search';

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

/** Query words whose results are kept while the visitor types (the words before the one being typed). */
const RECENT_WORDS = 16;

/** Index and query options around one fold: the same tokenizer on both sides. */
function indexOptions(fold: Fold): Options<SearchDoc> {
  return {
    fields: FIELDS,
    storeFields: ['title', 'categories', 'text'],
    tokenize: (text) => tokenize(fold(text)),
    processTerm,
  };
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
