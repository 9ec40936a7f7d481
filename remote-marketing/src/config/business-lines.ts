import type { ProductKey } from '../components/demo-request/demo-request-context';
import digitalFinanceArt from '../components/illustration/art/finance.svg';
import digitalTradeArt from '../components/illustration/art/documents.svg';
import paymentsArt from '../components/illustration/art/payments.svg';
import tradeArt from '../components/illustration/art/trade.svg';
import { ROUTES } from './routes';

export type BusinessLineKey = 'paymentFx' | 'digitalTrade' | 'digitalFinance' | 'internationalTrade';

export interface BusinessLine {
  key: BusinessLineKey;
  /** The line's page below the language prefix. */
  route: string;
  /**
   * `productType` of the product-specific login redirect. The original site names only
   * E_FINANCE (the application's e-commerce collection and financing product, which Payment & FX
   * sells); the others reuse the lead form's product keys so the application sees
   * one vocabulary. README, "Decisions".
   */
  productType: string;
  /** interestedProduct preset when a visitor asks for a demo of this line. */
  demoProduct: ProductKey;
  /** The line's drawing (an SVG URL). */
  art: string;
}

/** The four business lines of the Home banner and cards, in the lead form's order. */
export const BUSINESS_LINES: readonly BusinessLine[] = [
  { key: 'paymentFx', route: ROUTES.paymentManagement, productType: 'E_FINANCE', demoProduct: 'PAYMENT_FX', art: paymentsArt },
  { key: 'digitalTrade', route: ROUTES.digitalTrade, productType: 'DIGITAL_TRADE', demoProduct: 'DIGITAL_TRADE', art: digitalTradeArt },
  { key: 'digitalFinance', route: ROUTES.digitalFinance, productType: 'DIGITAL_FINANCE', demoProduct: 'DIGITAL_FINANCE', art: digitalFinanceArt },
  { key: 'internationalTrade', route: ROUTES.internationalTrade, productType: 'INTERNATIONAL_TRADE', demoProduct: 'INTERNATIONAL_TRADE', art: tradeArt },
];
