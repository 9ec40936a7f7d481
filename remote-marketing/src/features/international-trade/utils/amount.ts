/** The api's ceiling for quarterlyFxAmountCny (openapi TradeFinanceEnquiryRequest). */
export const MAX_QUARTERLY_FX_CNY = 1_000_000_000_000;

/**
 * An amount as people type it: digits with optional grouping (1,200,000 or 1 200 000, also with
 * full-width commas) and at most two decimals. Undefined when it is not such a number.
 */
export function parseAmount(text: string): number | undefined {
  const plain = text.trim().replace(/[,，\s]/g, '');
  if (!/^[0-9]+(\.[0-9]{1,2})?$/.test(plain)) return undefined;
  return Number(plain);
}

/** CNY as the page's language writes it: CN¥1,200,000.00 (en), ¥1,200,000.00 (zh-CN). */
export function formatCny(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'CNY' }).format(amount);
}

/** The typed amount regrouped for reading back in the box: 1200000 → 1,200,000. */
export function formatAmountInput(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: true }).format(amount);
}
