import { DEFAULT_LANG as DEFAULT_ROUTE_LANG, ROUTE_LANGS, isTraditionalChinese, toI18nLang, type I18nLang } from '@site/shared/lang';

/** Languages the api answers in: the site's i18n codes (`@site/shared/lang`). */
export const LANGS: readonly Lang[] = ROUTE_LANGS.map(toI18nLang);
export type Lang = I18nLang;
export const DEFAULT_LANG: Lang = toI18nLang(DEFAULT_ROUTE_LANG);

/** Maps one language tag to ours: Traditional Chinese tags to zh-HK, any other zh to zh-CN, en* to en. */
function fromTag(tag: string): Lang | undefined {
  const lower = tag.trim().toLowerCase();
  if (lower.startsWith('zh')) return isTraditionalChinese(lower) ? 'zh-HK' : 'zh-CN';
  if (lower === 'en' || lower.startsWith('en-')) return 'en';
  return undefined;
}

/**
 * The language of a request from its `Accept-Language` header (RFC 9110 12.5.4: highest q first, ties in
 * header order); en when absent or when no tag is one we speak.
 */
export function negotiateLang(header: string | readonly string[] | undefined): Lang {
  const raw = Array.isArray(header) ? header.join(',') : (header ?? '');
  if (typeof raw !== 'string' || raw.length === 0) return DEFAULT_LANG;
  const ranked = raw
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    const lang = fromTag(entry.tag);
    if (lang) return lang;
  }
  return DEFAULT_LANG;
}

/** A text in each language. */
export type Localized = Readonly<Record<Lang, string>>;

export const t = (text: Localized, lang: Lang): string => text[lang];
