import { productLoginUrl, type LocationLike } from '@site/shared/env';
import type { BusinessLine } from '../config/business-lines';

/** The banner's "learn more" goes to the product-specific login of its line. */
export function learnMoreUrl(line: Pick<BusinessLine, 'productType'>, location: LocationLike): string {
  return productLoginUrl({ productType: line.productType, action: 'login' }, location);
}

/**
 * The marketplace call to action registers for E-commerce financing from the Amazon
 * seller scenario; productLoginUrl carries the current query (campaign parameters) along.
 */
export function marketplaceApplyUrl(location: LocationLike): string {
  return productLoginUrl({ productType: 'E_FINANCE', scenario: 'AMAZON_SC', action: 'register' }, location);
}
