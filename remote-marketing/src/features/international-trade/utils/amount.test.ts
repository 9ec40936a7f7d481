import { formatAmountInput, formatCny, parseAmount } from './amount';

describe('quarterly FX amount', () => {
  it.each([
    ['1200000', 1_200_000],
    ['1,200,000', 1_200_000],
    [' 1 200 000 ', 1_200_000],
    ['1，200，000', 1_200_000],
    ['0.5', 0.5],
    ['12000000.25', 12_000_000.25],
    ['0', 0],
  ])('reads %j as %d', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });

  it.each(['', 'abc', '-100', '1.234', '1e6', '¥100', '1.2.3', '.5'])('does not read %j', (text) => {
    expect(parseAmount(text)).toBeUndefined();
  });

  it('formats CNY for the page language', () => {
    expect(formatCny(1_200_000, 'en')).toBe('CN¥1,200,000.00');
    expect(formatCny(1_200_000, 'zh-CN')).toBe('¥1,200,000.00');
    expect(formatCny(1_200_000, 'zh-HK')).toMatch(/1,200,000\.00/);
  });

  it('regroups what was typed for reading back', () => {
    expect(formatAmountInput(12000000, 'en')).toBe('12,000,000');
    expect(formatAmountInput(1234.5, 'zh-CN')).toBe('1,234.5');
    expect(parseAmount(formatAmountInput(98765432.1, 'en'))).toBe(98765432.1);
  });
});
