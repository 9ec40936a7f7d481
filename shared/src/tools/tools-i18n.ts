import { createI18n, useTranslation } from '@site/shared/i18n';
import { toI18nLang, type RouteLang } from '@site/shared/lang';

/**
 * The tools' strings live with the shared package's own (`src/locales/<lng>/tools.json`), in an
 * i18next instance of their own: they are not bundled like the primitives' `shared` strings,
 * since a page's first load must carry nothing of a tool. The language a tool renders in loads
 * with it, in a chunk of the app that bundles the tool.
 */
const toolsI18n = createI18n({
  ns: ['tools'],
  load: (lng) => import(/* webpackChunkName: "shared-locale-[request]" */ `../locales/${lng}/tools.json`),
});

/** The tools' `t` in the page's language; suspends until that language has loaded. */
export function useToolStrings(lang: RouteLang) {
  return useTranslation('tools', { i18n: toolsI18n, lng: toI18nLang(lang) }).t;
}
