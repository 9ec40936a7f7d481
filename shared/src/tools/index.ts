// The financing-cost calculator, one implementation for every page that prices financing
// (PaymentManagement and amazon in remote-marketing, OTA Finance in remote-ota). Not a federation
// singleton: each remote loads it in a chunk of its own when the visitor nears it.
export { FinancingCalculator, type FinancingCalculatorProps } from './financing-calculator';
