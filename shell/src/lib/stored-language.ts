/** Set by the server when it chose the language from the browser's, not from a stored choice. */
export const GUESSED_COOKIE = 'site_lang_guessed';
/** The stored codes (spec 2.1: EN or CN; HK is ours) and the route prefix each stands for. */
export const STORED_TO_ROUTE: Record<string, string> = { EN: 'en_us', CN: 'zh_cn', HK: 'zh_hk' };
/** Where the site stores the visitor's language. */
export const STORAGE_KEY = 'language';

/**
 * spec 2.1: the stored language comes first. The server sees only the cookie; when it had to guess
 * from the browser's languages (it says so with a short-lived cookie), a language stored before
 * the cookie existed still wins, and the page moves to it before anything else starts.
 *
 * Runs before the federation boundary, in the inline start-up script: it imports nothing, so the
 * codes are written out here (they match `@site/shared/lang`, which a test checks).
 * @returns whether the page is moving to another address
 */
export function followStoredLanguage(location: Location = window.location): boolean {
  if (!document.cookie.includes(`${GUESSED_COOKIE}=1`)) return false;
  document.cookie = `${GUESSED_COOKIE}=; path=/; max-age=0`;
  let stored: string | undefined;
  try {
    stored = STORED_TO_ROUTE[window.localStorage.getItem(STORAGE_KEY) ?? ''];
  } catch {
    return false; // storage blocked: the server's guess stands
  }
  const first = location.pathname.split('/')[1] ?? '';
  if (!stored || !Object.values(STORED_TO_ROUTE).includes(first) || first === stored) return false;
  location.replace(`/${stored}${location.pathname.slice(first.length + 1)}${location.search}${location.hash}`);
  return true;
}
