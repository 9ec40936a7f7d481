import { formatCompact, formatNumber, formatPercent, formatUsd } from './format';

// Intl output uses non-breaking spaces; compare with ordinary ones.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('format', () => {
  it('formats a USD amount with the currency code in every language', () => {
    expect(plain(formatUsd('en_us', 2_500_000))).toBe('USD 2,500,000');
    expect(plain(formatUsd('zh_cn', 2_500_000))).toBe('USD 2,500,000');
    expect(plain(formatUsd('zh_hk', 40_000))).toBe('USD 40,000');
  });

  it('writes large amounts in words, the Chinese way in both scripts', () => {
    expect(formatCompact('en_us', 50_000_000)).toBe('50 million');
    expect(formatCompact('zh_cn', 50_000_000)).toBe('5000万');
    expect(formatCompact('zh_hk', 50_000_000)).toBe('5000萬');
  });

  it('formats plain numbers and rates', () => {
    expect(formatNumber('en_us', 120)).toBe('120');
    expect(formatPercent('zh_cn', 0.1)).toBe('10%');
  });
});
