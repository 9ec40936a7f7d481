/**
 * The site's language table, the one source of every language code. It imports nothing, so code
 * that runs before federation starts (the shell's start-up scripts) bundles it as it is, and build
 * scripts load it with jiti; everything else reads it through `@site/shared/lang`.
 * The route prefix is the key; the i18n code, the stored code, the html `lang` and the Open Graph
 * locale are derived from it. `zh_hk` (Traditional Chinese) is ours.
 */
export const LANG_TABLE = {
  en_us: { i18n: 'en', stored: 'EN', html: 'en', ogLocale: 'en_US', label: 'English' },
  zh_cn: { i18n: 'zh-CN', stored: 'CN', html: 'zh-CN', ogLocale: 'zh_CN', label: '简体中文' },
  zh_hk: { i18n: 'zh-HK', stored: 'HK', html: 'zh-HK', ogLocale: 'zh_HK', label: '繁體中文' },
} as const;

export type RouteLang = keyof typeof LANG_TABLE;
export type I18nLang = (typeof LANG_TABLE)[RouteLang]['i18n'];
export type StoredLang = (typeof LANG_TABLE)[RouteLang]['stored'];

export const ROUTE_LANGS = Object.keys(LANG_TABLE) as readonly RouteLang[];
export const DEFAULT_LANG: RouteLang = 'en_us';
/** localStorage key holding the stored code (EN, CN or HK). */
export const LANG_STORAGE_KEY = 'language';

/**
 * A Traditional Chinese language tag, as a regular expression's source (case-insensitive, from the
 * tag's start): Hong Kong, Taiwan, Macau or the Hant script. The browser's languages, the api's
 * Accept-Language and nginx's error language all read it.
 */
export const TRADITIONAL_CHINESE_TAG = 'zh-(hk|tw|mo|hant)';

/** Whether a language tag (`zh-TW`, `zh-Hant-HK`) is Traditional Chinese. */
export const isTraditionalChinese = (tag: string): boolean => new RegExp(`^${TRADITIONAL_CHINESE_TAG}`, 'i').test(tag.trim());
