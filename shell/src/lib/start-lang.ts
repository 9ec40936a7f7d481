import { LANG_TABLE, type I18nLang } from '@site/shared/lang/table';

// Reads the language table (`@site/shared/lang/table`, which imports nothing), never a shared
// module: main.ts uses it before the federation boundary, where no shared module exists yet.
const CODES = Object.values(LANG_TABLE);
const I18N_CODES: Record<string, I18nLang> = Object.fromEntries(Object.entries(LANG_TABLE).map(([route, codes]) => [route, codes.i18n]));
const HTML_LANGS: Record<string, I18nLang> = Object.fromEntries(CODES.map((codes) => [codes.html, codes.i18n]));

/**
 * The language the shell's strings start in on a first load at `pathname`: the language prefix's,
 * or, on a page the server composed outside the prefix (a remote's site of its own, which speaks its
 * one language whatever the visitor's), the language the server wrote on the document; on any other
 * path, none (the visitor's stored language decides). main.ts requests these strings before the app
 * starts, and the shell's i18n starts in them, so no other language's strings are downloaded only to
 * be switched away from.
 */
export function startLangOf(pathname: string, doc: Document = document): I18nLang | undefined {
  const first = pathname.split('/')[1] ?? '';
  const prefixed = Object.hasOwn(I18N_CODES, first) ? I18N_CODES[first] : undefined;
  if (prefixed) return prefixed;
  // The route table's data block (lib/site-routes.tsx, ROUTE_TABLE_ID) marks a page the server composed.
  if (!doc.getElementById('site-routes')) return undefined;
  const lang = doc.documentElement.lang;
  return Object.hasOwn(HTML_LANGS, lang) ? HTML_LANGS[lang] : undefined;
}
