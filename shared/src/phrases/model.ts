import { Parser, zhHansModel, zhHantModel } from 'budoux';
import type { I18nLang } from '@site/shared/lang';
import { LOCALE_PHRASES_KEY, boundariesOf, isPhrased, splitAt } from './split';

/**
 * BudouX's phrases, for the server's render and the build's phrase books only: the browser never
 * loads this module or its models (about 29 KB gzip per script).
 */
const parsers: Partial<Record<I18nLang, Parser>> = { 'zh-CN': new Parser(zhHansModel), 'zh-HK': new Parser(zhHantModel) };

/** `text` in the phrases a line may break between; English (any language without a model) is one piece. */
export function modelPhrases(text: string, lang: I18nLang): string[] {
  const parser = parsers[lang];
  return parser && isPhrased(lang) ? splitAt(text, parser.parseBoundaries(text), lang) : [text];
}

/** Texts longer than this are paragraphs, not headings: no phrase book entry. */
const HEADING_UP_TO = 60;

/**
 * The phrase book of one Chinese locale file: for each text that could be a heading (more than one
 * phrase, at most HEADING_UP_TO characters), the offsets it breaks at.
 */
export function localePhraseBook(resources: unknown, lang: I18nLang): Record<string, number[]> {
  const book: Record<string, number[]> = {};
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.length > HEADING_UP_TO || value.includes('{{') || Object.hasOwn(book, value)) return;
      const pieces = modelPhrases(value, lang);
      if (pieces.length < 2) return;
      book[value] = boundariesOf(pieces);
    } else if (value && typeof value === 'object') {
      for (const item of Object.values(value)) visit(item);
    }
  };
  visit(resources);
  return book;
}

/** A Chinese locale file as the browser gets it: its strings, and their phrase book under LOCALE_PHRASES_KEY. */
export function withPhraseBook(resources: Record<string, unknown>, lang: I18nLang): Record<string, unknown> {
  return { ...resources, [LOCALE_PHRASES_KEY]: localePhraseBook(resources, lang) };
}
