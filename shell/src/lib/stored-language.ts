import { LANG_STORAGE_KEY, LANG_TABLE } from '@site/shared/lang/table';

/** Set by the server when it chose the language from the browser's, not from a stored choice. */
export const GUESSED_COOKIE = 'site_lang_guessed';
/** The stored codes (EN or CN, as the original site stored them; HK is ours) and the route prefix each stands for. */
const STORED_TO_ROUTE: Record<string, string> = Object.fromEntries(Object.entries(LANG_TABLE).map(([route, codes]) => [codes.stored, route]));

/**
 * The stored language comes first, before the browser's. The server sees only the cookie; when it had to guess
 * from the browser's languages (it says so with a short-lived cookie), a language stored before
 * the cookie existed still wins, and the page moves to it before anything else starts.
 *
 * Runs before the federation boundary, in the inline start-up script: it reads the language table
 * (`@site/shared/lang/table`, which imports nothing), never a shared module.
 * @returns whether the page is moving to another address
 */
export function followStoredLanguage(location: Location = window.location): boolean {
  if (!document.cookie.includes(`${GUESSED_COOKIE}=1`)) return false;
  document.cookie = `${GUESSED_COOKIE}=; path=/; max-age=0`;
  let stored: string | undefined;
  try {
    stored = STORED_TO_ROUTE[window.localStorage.getItem(LANG_STORAGE_KEY) ?? ''];
  } catch {
    return false; // storage blocked: the server's guess stands
  }
  const first = location.pathname.split('/')[1] ?? '';
  if (!stored || !Object.values(STORED_TO_ROUTE).includes(first) || first === stored) return false;
  location.replace(`/${stored}${location.pathname.slice(first.length + 1)}${location.search}${location.hash}`);
  return true;
}
