import { createContext } from 'react';
import type { i18n as I18n } from 'i18next';
import type { I18nLang } from '@site/shared/lang';
import { LOCALE_PHRASES_KEY, boundariesOf, splitAt, wordBoundaries } from './split';

/**
 * Where a heading's phrases come from, so that the browser needs no model of its own:
 *  - on the server, the model's (BudouX), each recorded for the page (`record`);
 *  - in the browser, first what the server recorded for the page it served (`served`), so that
 *    hydration renders the same spans; then the phrase book the build wrote into the Chinese locale
 *    file the text comes from (LOCALE_PHRASES_KEY); then the browser's own word breaks.
 */
export interface PhraseBook {
  /** The server's splitter; absent in the browser. */
  split?: (text: string, lang: I18nLang) => string[];
  /** Filled as the server renders: text → offsets it breaks at. */
  record?: Map<string, number[]>;
  /** What the server recorded for the page being hydrated. */
  served?: ReadonlyMap<string, readonly number[]>;
}

export const PhraseBookContext = createContext<PhraseBook>({});

/** The phrase book of the namespaces `i18n` has loaded in `lang`, text → offsets. */
function fromLocales(i18n: I18n | undefined, lang: I18nLang, text: string): readonly number[] | undefined {
  const namespaces = i18n?.store?.data[lang] ?? {};
  for (const resources of Object.values(namespaces)) {
    const book = (resources as Record<string, unknown>)[LOCALE_PHRASES_KEY] as Record<string, number[]> | undefined;
    if (book && Object.hasOwn(book, text)) return book[text];
  }
  return undefined;
}

/** `text` in the phrases a line may break between, from the first source of the book that has it. */
export function phrasesFrom(book: PhraseBook, i18n: I18n | undefined, text: string, lang: I18nLang): string[] {
  if (book.split) {
    const pieces = book.split(text, lang);
    book.record?.set(text, boundariesOf(pieces));
    return pieces;
  }
  const known = book.served?.get(text) ?? fromLocales(i18n, lang, text);
  return splitAt(text, known ?? wordBoundaries(text, lang));
}

/** Marks the script element in which the server sends a page's phrases. */
export const PHRASES_ATTRIBUTE = 'data-phrases';

/**
 * Takes the server's phrases out of a served host before React hydrates it (the script is not part
 * of React's tree): text → offsets. Anything malformed is ignored.
 */
export function takeServedPhrases(host: Element): Map<string, number[]> {
  const served = new Map<string, number[]>();
  const script = host.lastElementChild;
  if (!script || script.tagName !== 'SCRIPT' || !script.hasAttribute(PHRASES_ATTRIBUTE)) return served;
  script.remove();
  try {
    const parsed: unknown = JSON.parse(script.textContent ?? '');
    if (!parsed || typeof parsed !== 'object') return served;
    for (const [text, offsets] of Object.entries(parsed)) {
      if (Array.isArray(offsets) && offsets.every((offset) => Number.isInteger(offset))) served.set(text, offsets as number[]);
    }
  } catch {
    // A page without its phrases still hydrates: its headings break at the browser's word breaks.
  }
  return served;
}
