import i18next from 'i18next';
import { localeKeys, localeMismatches } from '@site/shared/i18n';
import { CURRENCIES } from '../config/currencies';
import en from './en/fx.json';
import zhCN from './zh-CN/fx.json';
import zhHK from './zh-HK/fx.json';

describe('fx locales', () => {
  it('word the same messages in English, Simplified and Traditional Chinese, each count in the plural forms of its language', () => {
    expect(localeMismatches({ en, 'zh-CN': zhCN, 'zh-HK': zhHK })).toEqual([]);
  });

  it('count one daily rate and three daily rates in words that fit, in every language', async () => {
    const fx = i18next.createInstance();
    await fx.init({ lng: 'en', resources: { en: { fx: en }, 'zh-CN': { fx: zhCN }, 'zh-HK': { fx: zhHK } }, defaultNS: 'fx', interpolation: { escapeValue: false } });
    const series = (lng: string, count: number) => fx.t('chart.seriesDescription', { lng, name: 'USD/CNY', count });
    expect([series('en', 1), series('en', 3)]).toEqual(['USD/CNY: 1 daily rate.', 'USD/CNY: 3 daily rates.']);
    expect([series('zh-CN', 1), series('zh-CN', 3)]).toEqual(['USD/CNY：共 1 个每日汇率。', 'USD/CNY：共 3 个每日汇率。']);
    expect([series('zh-HK', 1), series('zh-HK', 3)]).toEqual(['USD/CNY：共 1 個每日匯率。', 'USD/CNY：共 3 個每日匯率。']);
    const figures = { pair: 'USD/CNY', days: 7, from: 'Nov 18', to: 'Nov 20', latest: '7.1110', low: '7.1000', high: '7.1110', change: '+0.0110', percent: '+0.15%' };
    expect(fx.t('summary.description', { lng: 'en', ...figures, count: 1 })).toBe(
      'USD/CNY over the last 7 days: 1 daily rate, on Nov 20 (UTC+8). Latest 7.1110, low 7.1000, high 7.1110, change +0.0110 (+0.15%).',
    );
    expect(fx.t('summary.description', { lng: 'en', ...figures, count: 3 })).toBe(
      'USD/CNY over the last 7 days: 3 daily rates from Nov 18 to Nov 20 (UTC+8). Latest 7.1110, low 7.1000, high 7.1110, change +0.0110 (+0.15%).',
    );
    expect(fx.t('summary.description', { lng: 'zh-CN', ...figures, count: 1 })).toContain('共 1 个每日汇率');
    expect(fx.t('summary.description', { lng: 'zh-HK', ...figures, count: 3 })).toContain('共 3 個每日匯率');
  });

  it('have no empty string', () => {
    for (const resource of [en, zhCN, zhHK]) {
      const values = localeKeys(resource).map((path) => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], resource));
      expect(values.every((value) => typeof value === 'string' && value.trim() !== '')).toBe(true);
    }
  });

  it('name every currency by its code', () => {
    for (const resource of [en, zhCN, zhHK]) {
      for (const currency of CURRENCIES) {
        expect(resource.currency.short[currency]).toBe(currency);
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
