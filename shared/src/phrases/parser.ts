import type { Parser } from 'budoux';
import type { I18nLang } from '@site/shared/lang';

type Script = 'zh-hans' | 'zh-hant';

/** Languages whose text has no spaces between words: they break between BudouX's phrases. */
const SCRIPTS: Partial<Record<I18nLang, Script>> = { 'zh-CN': 'zh-hans', 'zh-HK': 'zh-hant' };

/**
 * Each script's parser, with its model, is a chunk of its own (about 29 KB gzip): a page in that
 * script loads one script more, and a page in English none.
 */
const PARSERS: Record<Script, () => Promise<{ parser: Parser }>> = {
  'zh-hans': () => import(/* webpackChunkName: "phrases-zh-hans" */ './zh-hans'),
  'zh-hant': () => import(/* webpackChunkName: "phrases-zh-hant" */ './zh-hant'),
};

/**
 * Words of the site's own copy that the general model cuts in two (从单证到到账: 到|到|账, since
 * it takes the first 到 and 账 apart; 在|线, 供|应链, 旅行|社): a break never falls inside one of
 * them. Each is written in both scripts; add a word here when a heading breaks inside it.
 */
export const KEEP_TOGETHER: readonly string[] = [
  // A from-to span and a set phrase of the micro-site's headline read as one: 出口退税，/ 从单证到到账 / 一站办理.
  ...['从单证到到账', '從單證到到賬', '一站办理', '一站辦理'],
  ...['到账', '到賬', '一站', '单证', '單證', '退税', '退稅', '办理', '辦理', '融资', '融資', '额度', '額度'],
  ...['汇率', '匯率', '跨境', '链接', '連結', '在线', '網上', '营运', '營運', '供应链', '供應鏈', '区块链', '區塊鏈'],
  ...['浏览器', '瀏覽器', '收付款', '智能', '惠及', '看看', '一层楼', '一層樓', '多少', '旅行社', '平台', '数字', '數字'],
  ...['评估', '評估', '应收', '應收', '款项', '款項', '境外', '获得', '獲得', '资料', '資料', '预估', '預計', '供应商', '供應商'],
];

/**
 * A heading this short fits on any line the site has (six characters of the largest heading are
 * 21 rem): it stays whole, where the model is least sure of its cut (快速链|接).
 */
const WHOLE_UP_TO = 6;

const parsers = new Map<Script, Parser>();
const loading = new Map<Script, Promise<void>>();

/** Whether text in `lang` is broken into phrases (Chinese) or left to the browser (English). */
export function isPhrased(lang: I18nLang | undefined): lang is I18nLang {
  return lang !== undefined && SCRIPTS[lang] !== undefined;
}

/**
 * Starts (or joins) the download of `lang`'s model. Resolves at once for a language that needs
 * none. A parcel calls it beside its strings' download so that its headings need no second trip.
 */
export function loadPhrases(lang: I18nLang): Promise<void> {
  const script = SCRIPTS[lang];
  if (!script || parsers.has(script)) return Promise.resolve();
  let promise = loading.get(script);
  if (!promise) {
    promise = PARSERS[script]().then(
      ({ parser }) => {
        parsers.set(script, parser);
      },
      (error: unknown) => {
        // A failed download may be retried by the next render.
        loading.delete(script);
        throw error;
      },
    );
    loading.set(script, promise);
  }
  return promise;
}

/**
 * Starts the download of `lang`'s model beside the download of a parcel's strings, so that its
 * headings wait for no second trip. A failure is left to the heading's own render, which retries.
 */
export function preloadPhrases(lang: I18nLang): void {
  loadPhrases(lang).catch(() => undefined);
}

/** The parser of `lang` if its model has arrived, `undefined` for a language without one. */
function parserOf(lang: I18nLang): Parser | Promise<void> | undefined {
  const script = SCRIPTS[lang];
  if (!script) return undefined;
  return parsers.get(script) ?? loadPhrases(lang);
}

/**
 * `text` cut into the phrases a line may break between: BudouX's phrases, never splitting a word
 * of KEEP_TOGETHER. English (and any language without a model) is one piece: the browser breaks it
 * at its spaces. Returns the pending download while `lang`'s model has not arrived.
 */
export function phrasesOf(text: string, lang: I18nLang): string[] | Promise<void> {
  const parser = parserOf(lang);
  if (parser === undefined) return [text];
  if (parser instanceof Promise) return parser;
  return splitWith(parser, text);
}

/** The phrases of `text` by `parser`, with no break inside a word of KEEP_TOGETHER. */
export function splitWith(parser: Parser, text: string): string[] {
  if ([...text].length <= WHOLE_UP_TO) return [text];
  const inside = new Set<number>();
  for (const word of KEEP_TOGETHER) {
    for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
      for (let offset = 1; offset < word.length; offset += 1) inside.add(at + offset);
    }
  }
  const phrases: string[] = [];
  let start = 0;
  for (const boundary of parser.parseBoundaries(text)) {
    if (inside.has(boundary)) continue;
    phrases.push(text.slice(start, boundary));
    start = boundary;
  }
  phrases.push(text.slice(start));
  return phrases.filter((phrase) => phrase !== '');
}
