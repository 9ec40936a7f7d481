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
