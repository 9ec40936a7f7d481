import { localeKeys } from '@site/shared/i18n';
import { CURRENCIES } from '../config/currencies';
import en from './en/fx.json';
import zhCN from './zh-CN/fx.json';
import zhHK from './zh-HK/fx.json';

describe('fx locales', () => {
  it('have the same keys in English, Simplified and Traditional Chinese', () => {
    expect(localeKeys(zhCN)).toEqual(localeKeys(en));
    expect(localeKeys(zhHK)).toEqual(localeKeys(en));
  });

  it('have no empty string', () => {
    for (const resource of [en, zhCN, zhHK]) {
      const values = localeKeys(resource).map((path) => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], resource));
      expect(values.every((value) => typeof value === 'string' && value.trim() !== '')).toBe(true);
    }
  });

  it('shorten every currency label to its code (spec 2.10)', () => {
    for (const resource of [en, zhCN, zhHK]) {
      for (const currency of CURRENCIES) {
        expect(resource.currency.short[currency]).toBe(currency);
        expect(resource.currency.long[currency]).toContain(`(${currency})`);
      }
    }
  });

  it('label times as UTC+8 in every language', () => {
    for (const resource of [en, zhCN, zhHK]) {
      expect(resource.list.time).toContain('UTC+8');
      expect(resource.summary.asOf).toContain('UTC+8');
      expect(resource.chart.timeAxis).toContain('UTC+8');
    }
  });
});
