import { LANG_STORAGE_KEY, detectLang, toStoredLang, type RouteLang } from '@site/shared/lang';

function readStored(): string | null {
  try {
    return window.localStorage.getItem(LANG_STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode, policy): fall back to the browser language
  }
}

/** The stored language, else the browser's, else English. */
export function preferredLang(): RouteLang {
  return detectLang({ stored: readStored(), browser: navigator.languages?.length ? navigator.languages : [navigator.language] });
}

/**
 * The same stored language as a cookie: the server sees it when a visitor opens an address
 * without a prefix, and redirects them to their language before any script runs.
 */
export const LANG_COOKIE = 'site_lang';
/** Set by the server when it chose the language from the browser's, not from a stored choice. */
export { GUESSED_COOKIE as LANG_GUESSED_COOKIE } from './stored-language';

export function storeLang(lang: RouteLang): void {
  try {
    window.localStorage.setItem(LANG_STORAGE_KEY, toStoredLang(lang));
  } catch {
    // Not remembering the choice is acceptable; the URL still carries the language.
  }
  document.cookie = `${LANG_COOKIE}=${toStoredLang(lang)}; path=/; max-age=31536000; samesite=lax`;
}
