import { createContext, useContext } from 'react';
import type { FinancingEstimate } from '@site/shared/financing';
import { siteStore, type DemoProduct } from '@site/shared/store';

/** Product keys of the lead form (listAllProductEnum, with OTA_FINANCE). */
export type ProductKey = DemoProduct;

export interface DemoRequestApi {
  /**
   * Opens the Watch-a-Demo drawer; with a product, interestedProduct is preset. An
   * estimate (figures the visitor agreed to share, from a calculator) is shown at the top and
   * sent with the request.
   */
  open: (product?: ProductKey, estimate?: FinancingEstimate) => void;
}

/**
 * The drawer is opened through the site store, so a page of any remote can open it; the context
 * is only how this remote's pages reach it, and lets tests see what a page asked for.
 */
const siteDemoRequest: DemoRequestApi = { open: (product, estimate) => siteStore.getState().openDemoRequest(product, estimate) };

export const DemoRequestContext = createContext<DemoRequestApi>(siteDemoRequest);

/** The page's access to the Watch-a-Demo drawer. */
export function useDemoRequest(): DemoRequestApi {
  return useContext(DemoRequestContext);
}
