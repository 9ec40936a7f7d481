/**
 * What a page's loaders share: a failure a page can live with is data, and a list is asked for once
 * for the life of the page in the browser (docs/pages.md, "A failure a page can live with").
 */

/** A load a page can live without (a form's option list): the page offers Retry for a failed one. */
export type Settled<T> = { ok: true; data: T } | { ok: false };

/** What a load became, as a page's data: a failure is data, not a throw, so the page still renders. */
export const settle = <T>(promise: Promise<T>): Promise<Settled<T>> =>
  promise.then(
    (data): Settled<T> => ({ ok: true, data }),
    (): Settled<T> => ({ ok: false }),
  );

/**
 * One request per key for the life of the page in the browser (a list shown again, on another visit
 * to the page or in a drawer, shows at once); a failed request is forgotten, so Retry asks again.
 * On the site's server nothing is kept: each render asks with its own client, for its own visitor.
 */
export function browserMemo<K, T>() {
  const pending = new Map<K, Promise<T>>();
  const settled = new Map<K, T>();
  return {
    /** The answer for `key` once it is there, without asking. */
    peek: (key: K): T | undefined => settled.get(key),
    get(key: K, load: () => Promise<T>): Promise<T> {
      const known = pending.get(key);
      if (known) return known;
      const asked = load().then((value) => {
        settled.set(key, value);
        return value;
      });
      pending.set(key, asked);
      asked.catch(() => {
        if (pending.get(key) === asked) pending.delete(key);
      });
      return asked;
    },
    /** Forgets every answer (tests). */
    clear(): void {
      pending.clear();
      settled.clear();
    },
  };
}
