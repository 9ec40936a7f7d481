import { createContext, useContext } from 'react';
import type { FinancingEstimate } from '@site/shared/financing';

/** Product keys of the lead form (spec 3.3, listAllProductEnum). */
export type ProductKey =
  | 'PAYMENT_FX'
  | 'DIGITAL_TRADE'
  | 'DOC_EX'
  | 'DOC_GEN'
  | 'DOC_CHECK'
  | 'DIGITAL_FINANCE'
  | 'GO_EARLY'
  | 'IDD'
  | 'DIGIPO'
  | 'INTERNATIONAL_TRADE';

export interface DemoRequestApi {
  /**
   * Opens the Watch-a-Demo drawer; with a product, interestedProduct is preset (spec 2.7). An
   * estimate (figures the visitor agreed to share, from a calculator) is shown at the top.
   */
  open: (product?: ProductKey, estimate?: FinancingEstimate) => void;
}

export const DemoRequestContext = createContext<DemoRequestApi | null>(null);

/** The page's access to the Watch-a-Demo drawer, provided once around the remote's pages. */
export function useDemoRequest(): DemoRequestApi {
  const api = useContext(DemoRequestContext);
  if (!api) throw new Error('useDemoRequest needs a DemoRequestProvider above it');
  return api;
}
