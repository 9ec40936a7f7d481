import { formatAmount, formatDuration, formatIsoDate, formatNumber, formatPercent } from './intl';

describe('Intl helpers', () => {
  it('writes amounts as each language reads them', () => {
    expect(formatAmount(5_000_000, 'en_us')).toBe('5 million');
    expect(formatAmount(5_000_000, 'zh_cn')).toBe('500万');
    expect(formatAmount(5_000_000, 'zh_hk')).toBe('500萬');
    expect(formatAmount(5_000, 'en_us')).toBe('5,000');
  });

  it('groups numbers, keeps decimals asked for, and formats percentages and dates', () => {
    expect(formatNumber(210_000, 'zh_cn')).toBe('210,000');
    expect(formatNumber(4, 'en_us', 1)).toBe('4.0');
    expect(formatPercent(0.12, 'en_us')).toBe('12%');
    expect(formatIsoDate('2025-02-28', 'en_us')).toBe('February 28, 2025');
    expect(formatIsoDate('2025-02-28', 'zh_hk')).toBe('2025年2月28日');
  });
});

describe('formatDuration', () => {
  it('pluralises in English and counts in Chinese', () => {
    expect(formatDuration(1, 'day', 'en_us')).toBe('1 day');
    expect(formatDuration(30, 'day', 'en_us')).toBe('30 days');
    expect(formatDuration(24, 'hour', 'zh_cn')).toBe('24小时');
  });
});
