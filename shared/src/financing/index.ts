// The financing-cost rules: the published terms, the actual/365 formula and the
// checks of a visitor's figures. Pure, so the calculator and the api use the same code (as
// `@site/shared/usci`). Not a federation singleton: bundled by what uses it.
export {
  calculateCost,
  DAY_COUNT_BASIS,
  estimateOf,
  FINANCED_PRODUCTS,
  FINANCING_TERMS,
  financingCost,
  roundToCent,
  type CostError,
  type CostField,
  type CostInputs,
  type FinancedProduct,
  type FinancingEstimate,
  type FinancingTerms,
} from './financing-cost';
export { estimateFigures, type EstimateFigures } from './estimate-figures';

/** Where the financing calculator is on its page: its form sends the visitor back to it. */
export const CALCULATOR_ANCHOR = 'financing-calculator';
/**
 * The page's query parameters that carry the calculator's answers when its form is sent without
 * JavaScript: a page that shows the calculator names them in its route's `query`, so that the
 * site renders the page that answers them.
 */
export const CALCULATOR_QUERY = ['amount', 'tenor', 'rate'] as const;
