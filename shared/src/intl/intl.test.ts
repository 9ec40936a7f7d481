import { dateTimeFormat, numberFormat } from './intl';

describe('kept Intl formats', () => {
  it('builds one format per locale and options and reuses it', () => {
    const grouped = numberFormat('en', { maximumFractionDigits: 0 });
    expect(numberFormat('en', { maximumFractionDigits: 0 })).toBe(grouped);
    expect(grouped.format(210000)).toBe('210,000');
    expect(numberFormat('en', { maximumFractionDigits: 1 })).not.toBe(grouped);
    expect(numberFormat('zh-CN', { maximumFractionDigits: 0 })).not.toBe(grouped);
  });

  it('keeps date formats per options too, and they format in their own time zone', () => {
    const utc = dateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });
    expect(dateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' })).toBe(utc);
    expect(utc.format(new Date(Date.UTC(2025, 1, 28)))).toBe('February 28, 2025');
  });
});
