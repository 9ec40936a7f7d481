import fc from 'fast-check';
import { maxTypos, typoDistance, Vocabulary } from './typos';

/** The optimal string alignment distance, the whole table: what the bounded version must agree with. */
function reference(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  const at = (i: number, j: number) => d[i]?.[j] ?? Infinity;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      let value = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, at(i - 2, j - 2) + 1);
      (d[i] as number[])[j] = value;
    }
  }
  return at(a.length, b.length);
}

describe('typoDistance', () => {
  it('counts two adjacent letters swapped as one typo, like one letter added, dropped or replaced', () => {
    expect(typoDistance('payuot', 'payout', 2)).toBe(1);
    expect(typoDistance('paymnet', 'payment', 2)).toBe(1);
    expect(typoDistance('payot', 'payout', 2)).toBe(1);
    expect(typoDistance('payoutt', 'payout', 2)).toBe(1);
    expect(typoDistance('pyout', 'payout', 2)).toBe(1);
    expect(typoDistance('payout', 'payout', 2)).toBe(0);
    // Two swaps are two typos; a letter moved further is more than one.
    expect(typoDistance('apyuot', 'payout', 2)).toBe(2);
    expect(typoDistance('yapout', 'payout', 2)).toBe(2);
  });

  it('answers max + 1 for anything further than max', () => {
    expect(typoDistance('payout', 'convert', 1)).toBe(2);
    expect(typoDistance('fx', 'payout', 2)).toBe(3);
  });

  it('agrees with the whole table of the optimal string alignment distance, up to max', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd'), maxLength: 9 });
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 4 }), (a, b, max) => {
        expect(typoDistance(a, b, max)).toBe(Math.min(reference(a, b), max + 1));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('maxTypos', () => {
  it('forgives none under four letters, one up to seven, two from eight, three from thirteen', () => {
    expect(['fx', 'fxi', 'sign', 'payuot', 'paymnet', 'settlemnet', 'reconciliation'].map(maxTypos)).toEqual([0, 0, 1, 1, 1, 2, 3]);
  });
});

describe('Vocabulary.typosOf', () => {
  const vocabulary = new Vocabulary(['payout', 'payouts', 'payment', 'layout', 'fx', 'fix', 'sign', 'sing']);

  it('finds the terms a word may be a typo of, with their typos, never the word itself', () => {
    expect(vocabulary.typosOf('payuot', 1)).toEqual(new Map([['payout', 1]]));
    expect(vocabulary.typosOf('payout', 1)).toEqual(new Map([['payouts', 1], ['layout', 1]]));
    expect(vocabulary.typosOf('sign', 1)).toEqual(new Map([['sing', 1]]));
    expect(vocabulary.typosOf('fxi', 0)).toEqual(new Map());
  });

  it('leaves out the terms the caller skips (those a typed word completes to)', () => {
    expect(vocabulary.typosOf('payout', 1, (term) => term.startsWith('payout'))).toEqual(new Map([['layout', 1]]));
  });
});
