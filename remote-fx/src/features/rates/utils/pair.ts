import type { Currency } from '../../../config/currencies';

export type Side = 'left' | 'right';

/**
 * The selected pair: 1 `left` = rate × `right`. `left` is the api's buyCurrency and `right` its
 * sellCurrency (openapi.yaml: rate is sellCurrency units per one buyCurrency unit).
 * Invariant: exactly one side is USD.
 */
export interface Pair {
  left: Currency;
  right: Currency;
}

export type PairAction = { type: 'select'; side: Side; currency: Currency } | { type: 'swap' };

export const INITIAL_PAIR: Pair = { left: 'USD', right: 'CNY' };

const other = (side: Side): Side => (side === 'left' ? 'right' : 'left');

/**
 * The selector rules, as a pure reducer:
 * - picking a non-USD currency on one side forces the other side to USD;
 * - choosing USD on one side sets the other side to that side's previous value;
 * - swap exchanges the sides.
 */
export function pairReducer(state: Pair, action: PairAction): Pair {
  if (action.type === 'swap') return { left: state.right, right: state.left };
  const { side, currency } = action;
  const previous = state[side];
  if (currency === previous) return state;
  if (currency === 'USD') return { ...state, [side]: 'USD', [other(side)]: previous } as Pair;
  return { ...state, [side]: currency, [other(side)]: 'USD' } as Pair;
}

/** The non-USD side of a pair: CNY or CNH. */
export const quoteOf = (pair: Pair): Exclude<Currency, 'USD'> =>
  (pair.left === 'USD' ? pair.right : pair.left) as Exclude<Currency, 'USD'>;

/**
 * For a CNY pair the widget also asks for the pair with CNY and CNH swapped, to compare
 * onshore and offshore rates. USD/CNY → USD/CNH, CNY/USD → CNH/USD.
 */
export function comparisonPairOf(pair: Pair): Pair | null {
  const swap = (currency: Currency): Currency => (currency === 'CNY' ? 'CNH' : currency);
  if (pair.left !== 'CNY' && pair.right !== 'CNY') return null;
  return { left: swap(pair.left), right: swap(pair.right) };
}

export const pairKey = (pair: Pair): string => `${pair.left}/${pair.right}`;
