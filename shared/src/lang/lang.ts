import { DEFAULT_LANG, LANG_TABLE as TABLE, ROUTE_LANGS, isTraditionalChinese, type I18nLang, type RouteLang, type StoredLang } from './table';

/** Languages of the site: the table is ./table.ts, the one source of every language code. */
export { DEFAULT_LANG, LANG_STORAGE_KEY, ROUTE_LANGS, TRADITIONAL_CHINESE_TAG, isTraditionalChinese, type I18nLang, type RouteLang, type StoredLang } from './table';

export function isRouteLang(value: unknown): value is RouteLang {
  return typeof value === 'string' && (ROUTE_LANGS as readonly string[]).includes(value);
}

export const toI18nLang = (lang: RouteLang): I18nLang => TABLE[lang].i18n;
export const toStoredLang = (lang: RouteLang): StoredLang => TABLE[lang].stored;
export const toHtmlLang = (lang: RouteLang): string => TABLE[lang].html;
/** The Open Graph locale (`og:locale`). */
export const toOgLocale = (lang: RouteLang): string => TABLE[lang].ogLocale;
/** The language's name in its own script, for the switcher. */
export const langLabel = (lang: RouteLang): string => TABLE[lang].label;

/**
 * A site path's address in a language: '/Contact' → '/zh_cn/Contact', '/' → '/zh_cn'; a path that
 * starts with '//' is outside the language prefix ('//exportdrawback' → '/exportdrawback').
 */
export const langHref = (lang: RouteLang, to: string): string => (to.startsWith('//') ? to.slice(1) : `/${lang}${to === '/' ? '' : to}`);

export function fromStoredLang(value: string | null | undefined): RouteLang | undefined {
  return ROUTE_LANGS.find((lang) => TABLE[lang].stored === value);
}

/** Browser language → route language: Traditional Chinese locales → zh_hk, other `zh*` → zh_cn. */
export function fromBrowserLanguages(languages: readonly string[]): RouteLang | undefined {
  for (const raw of languages) {
    const tag = raw.toLowerCase();
    if (!tag.includes('zh')) continue;
    return isTraditionalChinese(tag.slice(tag.indexOf('zh'))) ? 'zh_hk' : 'zh_cn';
  }
  return undefined;
}

/** The stored language first, then the browser's (Chinese if it contains zh), else English. */
export function detectLang(input: { stored: string | null | undefined; browser: readonly string[] }): RouteLang {
  return fromStoredLang(input.stored) ?? fromBrowserLanguages(input.browser) ?? DEFAULT_LANG;
}
