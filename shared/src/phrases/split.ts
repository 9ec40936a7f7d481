import type { I18nLang } from '@site/shared/lang';

/**
 * Where a Chinese heading may break: the pure part, shared by the server (BudouX's phrases, `model.ts`),
 * the build (the phrase book written into each Chinese locale file) and the browser (which carries no
 * model: it reads what the server and the build worked out, `book.ts`).
 */

/** The key under which a built Chinese locale file carries its phrase book (text → offsets). */
export const LOCALE_PHRASES_KEY = '~phrases';

/** Languages whose text has no spaces between words: their headings break between phrases. */
const SCRIPTS: Partial<Record<I18nLang, 'zh-Hans' | 'zh-Hant'>> = { 'zh-CN': 'zh-Hans', 'zh-HK': 'zh-Hant' };

/** Whether text in `lang` is broken into phrases (Chinese) or left to the browser (English). */
export function isPhrased(lang: I18nLang | undefined): lang is I18nLang {
  return lang !== undefined && SCRIPTS[lang] !== undefined;
}

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
  ...['更新', '日志', '日誌', '上一层楼', '上一層樓'],
];

/**
 * A heading this short fits on any line the site has (six characters of the largest heading are
 * 21 rem): it stays whole, where the model is least sure of its cut (快速链|接).
 */
export const WHOLE_UP_TO = 6;

/**
 * `text` cut at `boundaries` (offsets into it), except inside a word of KEEP_TOGETHER or, given the
 * text's language, inside a word of `Intl.Segmenter`'s (每個, 網上, 更上一层: the browser's own
 * dictionary, whose words a reader reads as one); a text of at most WHOLE_UP_TO characters stays
 * whole. The pieces join back into `text`.
 */
export function splitAt(text: string, boundaries: Iterable<number>, lang?: I18nLang): string[] {
  if ([...text].length <= WHOLE_UP_TO) return [text];
  const inside = new Set<number>();
  for (const word of KEEP_TOGETHER) {
    for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
      for (let offset = 1; offset < word.length; offset += 1) inside.add(at + offset);
    }
  }
  const script = lang && SCRIPTS[lang];
  if (script && typeof Intl.Segmenter === 'function') {
    for (const { segment, index, isWordLike } of new Intl.Segmenter(script, { granularity: 'word' }).segment(text)) {
      if (!isWordLike) continue;
      for (let offset = 1; offset < segment.length; offset += 1) inside.add(index + offset);
    }
  }
  const pieces: string[] = [];
  let start = 0;
  for (const boundary of boundaries) {
    if (boundary <= start || boundary >= text.length || inside.has(boundary)) continue;
    pieces.push(text.slice(start, boundary));
    start = boundary;
  }
  pieces.push(text.slice(start));
  return pieces;
}

/** The offsets between `pieces` in the text they join into. */
export function boundariesOf(pieces: readonly string[]): number[] {
  const boundaries: number[] = [];
  let at = 0;
  for (const piece of pieces.slice(0, -1)) {
    at += piece.length;
    boundaries.push(at);
  }
  return boundaries;
}

/** Characters that never begin a phrase: a break before them would leave them alone at a line start. */
const CLOSING = new Set([...'，。、；：？！）」』》〉”’…·%']);

/**
 * For a heading neither the server nor the build saw (a text made in the browser): the browser's own
 * word breaks (Intl.Segmenter), with a one-character word kept to the word after it (让 / 旅行社 reads
 * as 让旅行社) and punctuation to the word before it, so no character stands alone at a line's end.
 */
export function wordBoundaries(text: string, lang: I18nLang): number[] {
  const script = SCRIPTS[lang];
  if (!script || typeof Intl.Segmenter !== 'function') return [];
  const boundaries: number[] = [];
  let pendingSingle = false;
  for (const { segment, index, isWordLike } of new Intl.Segmenter(script, { granularity: 'word' }).segment(text)) {
    const closing = CLOSING.has(segment[0] ?? '');
    if (index > 0 && !pendingSingle && !closing) boundaries.push(index);
    pendingSingle = isWordLike === true && [...segment].length === 1;
  }
  return boundaries;
}
