import i18next, { type i18n as I18n, type ResourceKey } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { toI18nLang, type I18nLang } from '@site/shared/lang';
import { siteStore } from '@site/shared/store';

export type LocaleLoader = (lng: I18nLang, ns: string) => Promise<ResourceKey | { default: ResourceKey }>;

export interface CreateI18nOptions {
  /** This package's namespaces; the first is the default. */
  ns: readonly [string, ...string[]];
  /** Loads one namespace of one language, usually `import(\`../locales/${lng}/${ns}.json\`)`. */
  load?: LocaleLoader;
  /** Tiny namespaces may be bundled instead of loaded. */
  resources?: Partial<Record<I18nLang, Record<string, ResourceKey>>>;
  /** Follow the site store's language (default). The export-refund micro-site pins `zh-CN`. */
  fixedLang?: I18nLang;
}

/**
 * Each package owns one i18next instance (ARCHITECTURE, i18n), so one team's keys never
 * overwrite another's. The instance follows the language in the shared site store.
 * Locale files are split per language and loaded on demand, so a visitor downloads one.
 */
export function createI18n({ ns, load, resources, fixedLang }: CreateI18nOptions): I18n {
  const instance = i18next.createInstance();
  const initialLang = fixedLang ?? toI18nLang(siteStore.getState().lang);
  const isTest = process.env.NODE_ENV === 'test';

  if (load) instance.use(resourcesToBackend((lng: string, namespace: string) => load(lng as I18nLang, namespace)));
  void instance
    .use(initReactI18next)
    .init({
      resources,
      initAsync: !resources,
      lng: initialLang,
      supportedLngs: ['en', 'zh-CN', 'zh-HK'],
      // No fallback language: i18next would download it beside every namespace of the page's own.
      // Every locale file has the same keys as English (each package tests that).
      fallbackLng: false,
      ns: [...ns],
      defaultNS: ns[0],
      load: 'currentOnly',
      interpolation: { escapeValue: false }, // React escapes
      react: { useSuspense: true },
      returnNull: false,
      // A missing key is a defect: tests fail on it, production falls back quietly.
      saveMissing: isTest,
      missingKeyHandler: isTest
        ? (lngs, namespace, key) => {
            throw new Error(`Missing i18n key "${namespace}:${key}" for ${lngs.join(',')}`);
          }
        : false,
    });

  if (!fixedLang) {
    siteStore.subscribe((state, previous) => {
      if (state.lang !== previous.lang) void instance.changeLanguage(toI18nLang(state.lang));
    });
  }
  return instance;
}

export { localeKeys } from './locale-keys';

// The React bindings every package uses, from this one shared module: react-i18next itself is
// not a federation singleton (a shared library is never tree-shaken, and all of it is 10 KB
// gzip), so importing it from here is what keeps one React context for all parcels.
// `Trans` (with its HTML parser) is in '@site/shared/i18n/trans', so pages without it don't load it.
export { I18nextProvider, useTranslation } from 'react-i18next';
