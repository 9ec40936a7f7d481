/** Where this browser keeps its feedback voter id (beside the `docs-feedback:<name>` answers; no article is named so). */
export const VOTER_KEY = 'docs-feedback-voter';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** A version 4 UUID: `crypto.randomUUID` where the page is a secure context, else the same from `getRandomValues`. */
function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** When storage is refused (private mode), one id for the life of the page. */
let pageVoter: string | undefined;

/**
 * This browser's anonymous voter id for "Was this helpful?": a random UUID made on the first answer and kept in
 * localStorage, so the api keeps one answer per article and language from this browser (a repeat replaces the
 * earlier one). It is random and stands for nothing about the reader; clearing site data makes a new one.
 */
export function voterId(): string {
  try {
    const stored = window.localStorage.getItem(VOTER_KEY);
    if (stored && UUID.test(stored)) return stored;
    const made = randomId();
    window.localStorage.setItem(VOTER_KEY, made);
    return made;
  } catch {
    pageVoter ??= randomId();
    return pageVoter;
  }
}
