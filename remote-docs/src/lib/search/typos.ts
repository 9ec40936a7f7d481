/**
 * Typo tolerance of the help centre's search. A typo is one letter inserted, deleted or replaced,
 * or two adjacent letters swapped ('payuot' for 'payout'), as Algolia and Typesense count them:
 * the optimal string alignment distance (Damerau–Levenshtein where no letter is edited twice).
 * MiniSearch's own fuzzy search counts a swap as two typos, so a swapped letter in a word of
 * fewer than eight letters found nothing; the terms a word may stand for are found here instead,
 * over the index's vocabulary, and MiniSearch scores them.
 */

/** How many typos a query word may hold: none under four letters, then one per five letters, rounded (MiniSearch's `fuzzy: 0.2`). */
export function maxTypos(word: string): number {
  return word.length < 4 ? 0 : Math.min(6, Math.round(word.length * 0.2));
}

/** Three rows of the distance table, reused from one call to the next (a keystroke compares hundreds of terms). */
let rows = new Int32Array(3 * 32);

/**
 * The optimal string alignment distance between `a` and `b`, or `max + 1` once it is known to be
 * more than `max` (the rows of the table stop early, so a far term costs a few cells).
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  if (rows.length < 3 * width) rows = new Int32Array(3 * width);
  // Offsets of the row two back (read by a swap), the previous row and this one.
  let before = 0;
  let previous = width;
  let current = 2 * width;
  for (let j = 0; j < width; j += 1) rows[previous + j] = j;
  let previousMin = 0;
  for (let i = 1; i <= a.length; i += 1) {
    rows[current] = i;
    let rowMin = i;
    const char = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j += 1) {
      const cost = char === b.charCodeAt(j - 1) ? 0 : 1;
      let distance = Math.min((rows[previous + j] as number) + 1, (rows[current + j - 1] as number) + 1, (rows[previous + j - 1] as number) + cost);
      if (i > 1 && j > 1 && char === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        distance = Math.min(distance, (rows[before + j - 2] as number) + 1);
      }
      rows[current + j] = distance;
      if (distance < rowMin) rowMin = distance;
    }
    // A cell reads this row, the row above, or the one before it plus a swap: two rows over max keep every later row over it.
    if (rowMin > max && previousMin > max) return max + 1;
    previousMin = rowMin;
    const reused = before;
    before = previous;
    previous = current;
    current = reused;
  }
  const distance = rows[previous + b.length] as number;
  return distance > max ? max + 1 : distance;
}

/** The index's latin terms by length: the only terms a latin query word can be a typo of. */
export class Vocabulary {
  private readonly byLength = new Map<number, string[]>();

  constructor(terms: Iterable<string>) {
    for (const term of terms) {
      let group = this.byLength.get(term.length);
      if (!group) {
        group = [];
        this.byLength.set(term.length, group);
      }
      group.push(term);
    }
  }

  /**
   * The terms `word` may be a typo of, each with its number of typos (1 to `max`); never `word`
   * itself, nor, when `skip` says so, the terms its completion already finds.
   */
  typosOf(word: string, max: number, skip?: (term: string) => boolean): Map<string, number> {
    const found = new Map<string, number>();
    if (max <= 0) return found;
    for (let length = Math.max(1, word.length - max); length <= word.length + max; length += 1) {
      for (const term of this.byLength.get(length) ?? []) {
        if (term === word || skip?.(term)) continue;
        const distance = typoDistance(word, term, max);
        if (distance <= max) found.set(term, distance);
      }
    }
    return found;
  }
}
