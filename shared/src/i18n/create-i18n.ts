import i18next, { type i18n as I18n, type ResourceKey } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { useContext } from 'react';
import { I18nContext, initReactI18next } from 'react-i18next';
import { ROUTE_LANGS, toI18nLang, type I18nLang } from '@site/shared/lang';
import { siteStore } from '@site/shared/store';

export type LocaleLoader = (lng: I18nLang, ns: string) => Promise<ResourceKey | { default: ResourceKey }>;

export interface CreateI18nOptions {
  /** This package's namespaces; the first is the default. */
  ns: readonly [string, ...string[]];
  /** Loads one namespace of one language, usually `import(\`../locales/${lng}/${ns}.json\`)`. */
  load?: LocaleLoader;
  /** Tiny namespaces may be bundled instead of loaded. */
  resources?: Partial<Record<I18nLang, Record<string, ResourceKey>>>;
  /** The export-refund micro-site pins `zh-CN`; every other instance follows its tree's `lang`. */
  fixedLang?: I18nLang;
  /**
   * The language to start in, when the page the instance starts on says it and it may differ from
   * the store's (the shell on the Chinese-only micro-site): starting in it spares the download of
   * another language's strings that the first render would switch away from at once.
   */
  startLang?: I18nLang;
}

/**
 * Each package owns one i18next instance (docs/i18n.md), so one team's keys never
 * overwrite another's. The language reaches it in one channel: the `lang` prop of the tree it
 * renders (a parcel's props, the shell's route), through `useI18nLanguage`, on the server and in
 * the browser alike; nothing switches it behind the tree's back. It starts in the store's
 * language, which the shell sets from the URL before any instance is created.
 * Locale files are split per language and loaded on demand, so a visitor downloads one.
 */
export function createI18n({ ns, load, resources, fixedLang, startLang }: CreateI18nOptions): I18n {
  const instance = i18next.createInstance();
  const initialLang = fixedLang ?? startLang ?? toI18nLang(siteStore.getState().lang);
  const isTest = process.env.NODE_ENV === 'test';

  if (load) instance.use(resourcesToBackend((lng: string, namespace: string) => load(lng as I18nLang, namespace)));
  void instance
    .use(initReactI18next)
    .init({
      resources,
      initAsync: !resources,
      lng: initialLang,
      supportedLngs: ROUTE_LANGS.map(toI18nLang),
      // No fallback language: i18next would download it beside every namespace of the page's own.
      // Every locale file words the same messages as English, in its own plural forms (each package tests that).
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

  if (fixedLang) pinned.set(instance, fixedLang);
  return instance;
}

/** Instances whose language never changes (the Chinese-only micro-site). */
const pinned = new WeakMap<I18n, I18nLang>();
const switching = new WeakMap<I18n, { lng: string; promise: Promise<unknown> }>();

/**
 * Suspends the component until `instance` speaks `lng`: a parcel's (or the shell's) i18n follows
 * its `lang` prop before anything below renders, so strings and formats never disagree and a
 * server render and the browser's hydration see the same language.
 */
export function useI18nLanguage(instance: I18n, wanted: I18nLang): void {
  const lng = pinned.get(instance) ?? wanted;
  const pending = switching.get(instance);
  if (!pending && instance.language === lng) return;
  if (pending?.lng === lng) throw pending.promise;
  const promise: Promise<unknown> = instance.changeLanguage(lng).finally(() => {
    if (switching.get(instance)?.promise === promise) switching.delete(instance);
  });
  switching.set(instance, { lng, promise });
  throw promise;
}

/** The i18next instance of the tree a component is in (its parcel's, the shell's). */
export function useTreeI18n(): I18n | undefined {
  return useContext(I18nContext)?.i18n;
}

const noProvider = (): never => {
  throw new Error('A language gate needs an I18nextProvider above it.');
};

/**
 * `useI18nLanguage` for the instance of the tree a component is in. A component that reads strings
 * gates its language with this before `useTranslation`: react-i18next, asked first, keeps waiting
 * inside a navigation's transition for a language change that has already happened.
 */
export function useTreeLanguageGate(wanted: I18nLang): void {
  useI18nLanguage(useTreeI18n() ?? noProvider(), wanted);
}

/** The language of the i18next instance of the tree a component is in. */
export function useTreeLanguage(): I18nLang | undefined {
  return useTreeI18n()?.language as I18nLang | undefined;
}

export { localeKeys, localeMismatches } from './locale-keys';

// The React bindings every package uses, from this one shared module: react-i18next itself is
// not a federation singleton (a shared library is never tree-shaken, and all of it is 10 KB
// gzip), so importing it from here is what keeps one React context for all parcels.
// `Trans` (with its HTML parser) is in '@site/shared/i18n/trans', so pages without it don't load it.
export { I18nextProvider, useTranslation } from 'react-i18next';
