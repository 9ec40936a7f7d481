import { detectLang, fromBrowserLanguages, isRouteLang, toI18nLang, toStoredLang } from './lang';

describe('language detection', () => {
  it('prefers the stored language over the browser', () => {
    expect(detectLang({ stored: 'CN', browser: ['en-GB'] })).toBe('zh_cn');
    expect(detectLang({ stored: 'EN', browser: ['zh-CN'] })).toBe('en_us');
    expect(detectLang({ stored: 'HK', browser: [] })).toBe('zh_hk');
  });

  it('falls back to the browser language: anything containing zh is Chinese', () => {
    expect(detectLang({ stored: null, browser: ['zh'] })).toBe('zh_cn');
    expect(detectLang({ stored: null, browser: ['fr-FR', 'zh-CN'] })).toBe('zh_cn');
    expect(detectLang({ stored: 'garbage', browser: ['zh-SG'] })).toBe('zh_cn');
  });

  it('sends Traditional Chinese browsers to zh_hk', () => {
    expect(fromBrowserLanguages(['zh-TW'])).toBe('zh_hk');
    expect(fromBrowserLanguages(['zh-Hant-HK'])).toBe('zh_hk');
  });

  it('defaults to English', () => {
    expect(detectLang({ stored: undefined, browser: ['de-DE', 'fr'] })).toBe('en_us');
    expect(detectLang({ stored: undefined, browser: [] })).toBe('en_us');
  });

  it('maps route languages to i18n and stored codes', () => {
    expect(toI18nLang('zh_hk')).toBe('zh-HK');
    expect(toStoredLang('zh_cn')).toBe('CN');
    expect(isRouteLang('zh_cn')).toBe(true);
    expect(isRouteLang('zh_tw')).toBe(false);
  });
});
