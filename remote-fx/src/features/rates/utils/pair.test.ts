import type { Currency } from '../../../config/currencies';
import { comparisonPairOf, INITIAL_PAIR, pairKey, pairReducer, quoteOf, type Pair, type Side } from './pair';

const pair = (key: string): Pair => {
  const [left, right] = key.split('/') as [Currency, Currency];
  return { left, right };
};

describe('pairReducer', () => {
  it('starts on USD/CNY', () => {
    expect(INITIAL_PAIR).toEqual({ left: 'USD', right: 'CNY' });
  });

  // Every valid state × every side × every currency: [from, side, picked, to].
  const transitions: [string, Side, Currency, string][] = [
    ['USD/CNY', 'left', 'USD', 'USD/CNY'],
    ['USD/CNY', 'left', 'CNY', 'CNY/USD'],
    ['USD/CNY', 'left', 'CNH', 'CNH/USD'],
    ['USD/CNY', 'right', 'USD', 'CNY/USD'],
    ['USD/CNY', 'right', 'CNY', 'USD/CNY'],
    ['USD/CNY', 'right', 'CNH', 'USD/CNH'],

    ['USD/CNH', 'left', 'USD', 'USD/CNH'],
    ['USD/CNH', 'left', 'CNY', 'CNY/USD'],
    ['USD/CNH', 'left', 'CNH', 'CNH/USD'],
    ['USD/CNH', 'right', 'USD', 'CNH/USD'],
    ['USD/CNH', 'right', 'CNY', 'USD/CNY'],
    ['USD/CNH', 'right', 'CNH', 'USD/CNH'],

    ['CNY/USD', 'left', 'USD', 'USD/CNY'],
    ['CNY/USD', 'left', 'CNY', 'CNY/USD'],
    ['CNY/USD', 'left', 'CNH', 'CNH/USD'],
    ['CNY/USD', 'right', 'USD', 'CNY/USD'],
    ['CNY/USD', 'right', 'CNY', 'USD/CNY'],
    ['CNY/USD', 'right', 'CNH', 'USD/CNH'],

    ['CNH/USD', 'left', 'USD', 'USD/CNH'],
    ['CNH/USD', 'left', 'CNY', 'CNY/USD'],
    ['CNH/USD', 'left', 'CNH', 'CNH/USD'],
    ['CNH/USD', 'right', 'USD', 'CNH/USD'],
    ['CNH/USD', 'right', 'CNY', 'USD/CNY'],
    ['CNH/USD', 'right', 'CNH', 'USD/CNH'],
  ];

  it.each(transitions)('%s: picking %s = %s gives %s', (from, side, currency, to) => {
    expect(pairKey(pairReducer(pair(from), { type: 'select', side, currency }))).toBe(to);
  });

  it('picking a non-USD currency on one side forces the other side to USD', () => {
    for (const [, side, currency, to] of transitions) {
      if (currency === 'USD') continue;
      const next = pair(to);
      expect(next[side]).toBe(currency);
      expect(next[side === 'left' ? 'right' : 'left']).toBe('USD');
    }
  });

  it('choosing USD on a non-USD side moves that side’s previous value to the other side', () => {
    expect(pairReducer(pair('CNY/USD'), { type: 'select', side: 'left', currency: 'USD' })).toEqual(pair('USD/CNY'));
    expect(pairReducer(pair('USD/CNH'), { type: 'select', side: 'right', currency: 'USD' })).toEqual(pair('CNH/USD'));
  });

  it('keeps the same object when nothing changes, so React skips the render', () => {
    const state = pair('USD/CNY');
    expect(pairReducer(state, { type: 'select', side: 'left', currency: 'USD' })).toBe(state);
  });

  it.each([
    ['USD/CNY', 'CNY/USD'],
    ['USD/CNH', 'CNH/USD'],
    ['CNY/USD', 'USD/CNY'],
    ['CNH/USD', 'USD/CNH'],
  ])('swap exchanges the sides: %s → %s', (from, to) => {
    expect(pairKey(pairReducer(pair(from), { type: 'swap' }))).toBe(to);
  });

  it('always leaves exactly one side on USD', () => {
    for (const [, side, currency, to] of transitions) {
      const next = pairReducer(pair(to), { type: 'select', side, currency });
      expect([next.left, next.right].filter((c) => c === 'USD')).toHaveLength(1);
    }
  });
});

describe('quoteOf and comparisonPairOf', () => {
  it('names the non-USD side', () => {
    expect(quoteOf(pair('USD/CNY'))).toBe('CNY');
    expect(quoteOf(pair('CNH/USD'))).toBe('CNH');
  });

  it('compares a CNY pair with the same pair on CNH, keeping the direction', () => {
    expect(comparisonPairOf(pair('USD/CNY'))).toEqual(pair('USD/CNH'));
    expect(comparisonPairOf(pair('CNY/USD'))).toEqual(pair('CNH/USD'));
  });

  it('asks for no comparison on a CNH pair', () => {
    expect(comparisonPairOf(pair('USD/CNH'))).toBeNull();
    expect(comparisonPairOf(pair('CNH/USD'))).toBeNull();
  });
});
