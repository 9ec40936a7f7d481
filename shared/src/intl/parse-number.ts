/**
 * A number as a visitor types it: grouping with commas, spaces or full-width commas ("1,200,000",
 * "1 200 000", "1，200，000"), full-width digits, a dot for decimals. Anything else is not a number.
 */
export function parseTypedNumber(raw: string): number | undefined {
  const text = raw
    .trim()
    .replace(/[０-９．]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0))
    .replace(/[,，\s]/g, '');
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}
