/**
 * Languages of the site (spec 2.1, 9). The route prefix is the source of truth; the i18n code,
 * the stored code and the html `lang` are derived from it. `zh_hk` (Traditional Chinese) is ours.
 */
export const ROUTE_LANGS = ['en_us', 'zh_cn', 'zh_hk'] as const;
export type RouteLang = (typeof ROUTE_LANGS)[number];
export type I18nLang = 'en' | 'zh-CN' | 'zh-HK';
export type StoredLang = 'EN' | 'CN' | 'HK';

export const DEFAULT_LANG: RouteLang = 'en_us';
/** localStorage key holding EN, CN or HK (spec 2.1: "stored as EN or CN"). */
export const LANG_STORAGE_KEY = 'language';

const TABLE: Record<RouteLang, { i18n: I18nLang; stored: StoredLang; html: string; label: string }> = {
  en_us: { i18n: 'en', stored: 'EN', html: 'en', label: 'English' },
  zh_cn: { i18n: 'zh-CN', stored: 'CN', html: 'zh-CN', label: '简体中文' },
  zh_hk: { i18n: 'zh-HK', stored: 'HK', html: 'zh-HK', label: '繁體中文' },
};

export function isRouteLang(value: unknown): value is RouteLang {
  return typeof value === 'string' && (ROUTE_LANGS as readonly string[]).includes(value);
}

export const toI18nLang = (lang: RouteLang): I18nLang => TABLE[lang].i18n;
export const toStoredLang = (lang: RouteLang): StoredLang => TABLE[lang].stored;
export const toHtmlLang = (lang: RouteLang): string => TABLE[lang].html;
/** The language's name in its own script, for the switcher. */
export const langLabel = (lang: RouteLang): string => TABLE[lang].label;

export function fromStoredLang(value: string | null | undefined): RouteLang | undefined {
  return ROUTE_LANGS.find((lang) => TABLE[lang].stored === value);
}

/** Browser language → route language: Traditional Chinese locales → zh_hk, other `zh*` → zh_cn. */
export function fromBrowserLanguages(languages: readonly string[]): RouteLang | undefined {
  for (const raw of languages) {
    const tag = raw.toLowerCase();
    if (!tag.includes('zh')) continue;
    return /zh-(hk|tw|mo|hant)/.test(tag) ? 'zh_hk' : 'zh_cn';
  }
  return undefined;
}

/** Spec 2.1: stored language first, then the browser's (Chinese if it contains zh), else English. */
export function detectLang(input: { stored: string | null | undefined; browser: readonly string[] }): RouteLang {
  return fromStoredLang(input.stored) ?? fromBrowserLanguages(input.browser) ?? DEFAULT_LANG;
}
